// A soft navigation to a page keeps the last modal in the slot unless something matches: this
// match closes it.
export default function NoModal() {
  return null;
}

// `/{locale}` itself (home) shows no modal.
export default function NoModal() {
  return null;
}

// No modal unless a modal route matches (hard loads of pages).
export default function NoModal() {
  return null;
}

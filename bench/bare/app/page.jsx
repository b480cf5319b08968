export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>The reference for first-load JavaScript and Lighthouse scores.</p>
    </main>
  );
}

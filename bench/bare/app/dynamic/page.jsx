// The dynamic reference (bench/member-pages.mjs): rendered on each request, as a member's page is,
// with nothing to fetch — what Next itself costs per page on this machine.
export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>Bare dynamic Next page</h1>
      <p>Rendered at {new Date().toISOString()}.</p>
    </main>
  );
}

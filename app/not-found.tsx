import { DEFAULT_LOCALE } from '@/lib/locale';

// Reached only for requests outside /{locale} that the middleware lets through.
export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <main style={{ padding: 24, fontFamily: 'system-ui' }}>
          <h1>Page not found</h1>
          <a href={`/${DEFAULT_LOCALE}/home`}>Back to Homepage</a>
        </main>
      </body>
    </html>
  );
}

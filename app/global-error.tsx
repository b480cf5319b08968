'use client';

import { useEffect } from 'react';
import { reportError } from '@/lib/observability/error-report';
import { GLOBAL_ERROR_TEXT } from '@/lib/observability/global-error-text';

/**
 * The last boundary, for an error in the root layout itself: it replaces the layout, so it has no
 * catalogue, language or styles of the app. It shows the error page's words in both languages and reports the error when reporting was started
 * (lib/observability/error-report.ts); the server reports its side (instrumentation.ts).
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => reportError(error), [error]);
  const sections = [
    { lang: 'en', dir: 'ltr', t: GLOBAL_ERROR_TEXT.en },
    { lang: 'ar', dir: 'rtl', t: GLOBAL_ERROR_TEXT.ar },
  ] as const;
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '2rem 1rem' }}>
        <main role="alert" style={{ maxWidth: '28rem', margin: '0 auto', textAlign: 'center' }}>
          {sections.map(({ lang, dir, t }) => (
            <section key={lang} lang={lang} dir={dir} style={{ marginBottom: '1.5rem' }}>
              <h1 style={{ fontSize: '1.5rem' }}>{t.title}</h1>
              <p>{t.hint}</p>
              <button type="button" onClick={reset} style={{ padding: '0.75rem 1.5rem' }}>
                {t.retry}
              </button>
            </section>
          ))}
          {error.digest ? <p style={{ fontSize: '0.75rem' }}>{error.digest}</p> : null}
        </main>
      </body>
    </html>
  );
}

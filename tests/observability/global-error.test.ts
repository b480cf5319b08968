import { GLOBAL_ERROR_TEXT } from '@/lib/observability/global-error-text';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// The last boundary (app/global-error.tsx) writes the error page's words out; they stay the
// catalogues' words.
describe('the global error page', () => {
  it('says what the error boundary says, in both languages', () => {
    for (const [locale, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const { title, hint, retry } = messages.ErrorBoundary;
      expect(GLOBAL_ERROR_TEXT[locale]).toEqual({ title, hint, retry });
    }
  });
});

/**
 * The catalogues' ErrorBoundary words (messages/*.json), written out: importing the catalogues
 * would put both whole into every page's scripts, as this boundary ships with every page.
 * tests/observability/global-error.test.ts holds them equal.
 */
export const GLOBAL_ERROR_TEXT = {
  en: {
    title: 'Oops! Something went wrong',
    hint: 'Please refresh or try again later.',
    retry: 'Try again',
  },
  ar: {
    title: 'عذرًا! حدث خطأ ما',
    hint: 'يرجى التحديث أو المحاولة لاحقًا.',
    retry: 'حاول مرة أخرى',
  },
} as const;

import { createTranslator } from 'next-intl';
import en from '@/messages/en.json' with { type: 'json' };
import ar from '@/messages/ar.json' with { type: 'json' };
import { ROUTES, routePath, type RouteEntry, type RouteName } from '@/lib/navigation/routes';
import { pointsSign } from '@/lib/history/rows';

export const LOCALES = ['en', 'ar'] as const;
export type TestLocale = (typeof LOCALES)[number];
export const MESSAGES = { en, ar } as const;

const translators = {
  en: createTranslator({ locale: 'en', messages: en, onError: fail }),
  ar: createTranslator({ locale: 'ar', messages: ar as typeof en, onError: fail }),
};
function fail(error: Error): never {
  throw error;
}

/**
 * A message as the page shows it ('Exchange.success'), formatted as next-intl formats it there:
 * a plural or a select cannot be filled in with replace('{points}', …). Counts are numbers, as
 * the app passes them; a tag's text is kept without the tag.
 */
export function formatMessage(
  locale: TestLocale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const t = translators[locale];
  const raw = String(t.raw(key as never));
  const tags = Object.fromEntries(
    [...raw.matchAll(/<(\w+)>/g)].map(([, tag]) => [tag, (chunks: string) => chunks]),
  );
  return t.markup(key as never, { ...values, ...tags } as never);
}

const SAMPLE_PARAMS = { brand: 'kfc', id: '1', shortname: 'kfc' };

export const samplePath = (entry: { name: RouteName }) => routePath(entry.name, SAMPLE_PARAMS);

/** The heading a page shows, or a modal's title, as the route table (lib/navigation/routes.ts) names it. */
export function routeTitle(entry: RouteEntry, locale: TestLocale): string | null {
  const m = MESSAGES[locale];
  if (entry.kind === 'modal') return m.Modals[entry.title];
  return entry.title ? m.Pages[entry.title] : null;
}

export { ROUTES };

/** A history amount as its row shows it ("+60 points", "−20 نقطة"), without the isolation marks. */
export function historyAmount(locale: TestLocale, points: number): string {
  return formatMessage(locale, 'History.amount', {
    sign: pointsSign(points),
    points: Math.abs(points),
  }).replace(/[\u2066-\u2069]/g, '');
}

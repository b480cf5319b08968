import en from '@/messages/en.json' with { type: 'json' };
import ar from '@/messages/ar.json' with { type: 'json' };
import { ROUTES, routePath, type RouteEntry, type RouteName } from '@/lib/navigation/routes';

export const LOCALES = ['en', 'ar'] as const;
export type TestLocale = (typeof LOCALES)[number];
export const MESSAGES = { en, ar } as const;

const SAMPLE_PARAMS = { brand: 'kfc', id: '1', shortname: 'kfc' };

export const samplePath = (entry: { name: RouteName }) => routePath(entry.name, SAMPLE_PARAMS);

/** The heading a page shows, or a modal's title, as the route table (lib/navigation/routes.ts) names it. */
export function routeTitle(entry: RouteEntry, locale: TestLocale): string | null {
  const m = MESSAGES[locale];
  if (entry.kind === 'modal') return m.Modals[entry.title];
  return entry.title ? m.Pages[entry.title] : null;
}

export { ROUTES };

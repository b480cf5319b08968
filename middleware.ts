import { NextResponse, type NextRequest } from 'next/server';
import {
  COUNTRY_COOKIE,
  LANGUAGE_COOKIE,
  countryFromHost,
  defaultLocaleFor,
  isCountry,
  isLocale,
  type Locale,
} from '@/lib/i18n/locale';
import {
  DEEP_LINK_VISIT_HEADER,
  HOME_PATH,
  REQUEST_SEARCH_HEADER,
  matchRoute,
  routePath,
} from '@/lib/navigation/routes';
import { readDeepLink } from '@/lib/account-validation/deep-link';
import {
  RETURN_AFTER_SIGN_IN_COOKIE,
  RETURN_AFTER_SIGN_IN_SECONDS,
} from '@/lib/navigation/return-after-sign-in';
import { isSignedIn, readSealedSession, sessionOptions } from '@/lib/session/edge/session-cookie';
import {
  NONCE_HEADER,
  STATIC_SECURITY_HEADERS,
  documentCsp,
  newNonce,
} from '@/lib/security/headers';
import { env, mapEnv } from '@/lib/config/env';
import { TAG_MANAGER_CONNECT_ORIGINS } from '@/lib/observability/tag-manager';

// The first gate of every page request (docs/product.md §2 Path rules and Access kinds, §4 Language).
// Layouts check access again; the BFF checks the session again.

const YEAR_SECONDS = 60 * 60 * 24 * 365;

export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A file at the top (`/robots.txt`, `/offline.html`, a missing `/foo.bar`) is no visit: Next
  // serves it or draws its not-found page (app/not-found.tsx), under the page policy like every
  // document, and no cookie is written for it.
  if (TOP_LEVEL_FILE.test(pathname)) return passOn(new Headers(request.headers));

  const country = storedCountry(request);
  const stored = storedLocale(request, country);

  const [first = '', ...rest] = pathname.split('/').filter(Boolean);

  // `/` → `/{locale}` (a 307 replaces, so no history entry), keeping the query string.
  if (pathname === '/') return finish(request, redirectTo(request, `/${stored}${search}`), country);

  if (!isLocale(first)) {
    return finish(request, redirectTo(request, `/${stored}${HOME_PATH}${search}`), country);
  }
  const locale: Locale = first;

  // docs/product.md §3 Query parameters: a brand app's link may name the language and the country. They are
  // applied once (cookies) and leave the address, so a shared or reloaded address does not
  // apply them again.
  const params = request.nextUrl.searchParams;
  if (params.has('language') || params.has('country')) {
    const askedLanguage = params.get('language');
    const askedCountry = params.get('country')?.toUpperCase();
    const place = isCountry(askedCountry) ? askedCountry : country;
    const language = isLocale(askedLanguage)
      ? askedLanguage
      : isCountry(askedCountry) && !request.cookies.has(LANGUAGE_COOKIE)
        ? defaultLocaleFor(askedCountry)
        : locale;
    const kept = new URLSearchParams(params);
    kept.delete('language');
    kept.delete('country');
    const query = kept.size > 0 ? `?${kept}` : '';
    const path = rest.length > 0 ? `/${rest.join('/')}` : '';
    return finish(request, redirectTo(request, `/${language}${path}${query}`), place, language);
  }
  const match = matchRoute(`/${rest.join('/')}`);
  if (!match) {
    // docs/product.md §2 Path rules: an unknown path goes to the stored language's home; its own language
    // segment switches nothing (only a page that exists is a visit in that language). A first
    // visit, with no language stored yet, keeps the language of the link it followed.
    const home = isLocale(request.cookies.get(LANGUAGE_COOKIE)?.value) ? stored : locale;
    return finish(request, redirectTo(request, `/${home}${HOME_PATH}${search}`), country);
  }

  const { access } = match.entry;
  // docs/product.md §2 PROTECTED routes opened by a brand app's deep link: the page validates the visitor
  // itself (components/layout/account-validation.tsx) and sends a refused one to login.
  const deepLinkVisit =
    match.entry.protected && readDeepLink(request.nextUrl.searchParams) !== null;
  // A visitor with no session is a guest for sure. A cookie that says "signed in" may name a
  // session ended elsewhere, which only the service can tell: the page asks it (lib/navigation/route-guard.ts)
  // and decides the rest, sending a member away from guest-only pages.
  if (access === 'authOnly' && !deepLinkVisit) {
    const cookie = request.cookies.get(sessionOptions().cookieName)?.value;
    if (!isSignedIn(await readSealedSession(cookie))) {
      // The login modal over home (its declared background); once signed in, the member goes on
      // to the page they asked for (lib/navigation/navigation-memory.ts takeReturnAfterSignIn).
      const response = redirectTo(request, `/${locale}${routePath('login')}${search}`);
      // A prefetch is not a visit: a link the guest never tapped is no intent.
      if (!isPrefetch(request))
        response.cookies.set(RETURN_AFTER_SIGN_IN_COOKIE, `/${rest.join('/')}`, {
          path: '/',
          sameSite: 'lax',
          maxAge: RETURN_AFTER_SIGN_IN_SECONDS,
        });
      return finish(request, response, country, locale);
    }
  }

  // next-intl reads the locale of this request from this header in every server component, even
  // those rendered before a page has called setRequestLocale.
  const headers = new Headers(request.headers);
  headers.set(NEXT_INTL_LOCALE_HEADER, locale);
  // Only the middleware says a request is a deep-link visit; a browser's own header is dropped.
  if (deepLinkVisit) headers.set(DEEP_LINK_VISIT_HEADER, '1');
  else headers.delete(DEEP_LINK_VISIT_HEADER);
  // The page's own redirects keep the query string (docs/product.md §2 GUEST_ONLY); pages cannot read it.
  headers.set(REQUEST_SEARCH_HEADER, search);
  return finish(request, passOn(headers), country, locale);
}

const CSP_HEADER = 'Content-Security-Policy';

/** One segment with an extension, as a file's name has. */
const TOP_LEVEL_FILE = /^\/[^/]+\.[A-Za-z0-9]+$/;

/**
 * Lets the request on to Next with a fresh nonce: Next reads it from the request's policy and
 * puts it on every script it renders; the root layout reads it for the scripts it adds.
 */
function passOn(headers: Headers) {
  const nonce = newNonce();
  const policy = policyFor(nonce);
  headers.set(NONCE_HEADER, nonce);
  headers.set(CSP_HEADER, policy);
  return secure(NextResponse.next({ request: { headers } }), policy);
}

/** Every response the middleware makes carries the security headers, a redirect too. */
function secure(response: NextResponse, policy = policyFor(newNonce())) {
  response.headers.set(CSP_HEADER, policy);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
    response.headers.set(name, value);
  return response;
}

function policyFor(nonce: string) {
  const e = env();
  // Error reports go through the app's own tunnel (app/api/monitoring); the tag manager's tags
  // send to its origins, allowed only when a container is configured; the store map reads its
  // style and tiles from the map's origins (any page may navigate to the map without a reload).
  return documentCsp({
    nonce,
    frameAncestors: e.BRAND_ORIGINS,
    connectOrigins: [
      ...(e.TAG_MANAGER_ID ? TAG_MANAGER_CONNECT_ORIGINS : []),
      ...(mapEnv()?.origins ?? []),
    ],
    development: e.NODE_ENV === 'development',
  });
}

const NEXT_INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

const isPrefetch = (request: NextRequest) =>
  request.headers.has('next-router-prefetch') || request.headers.get('purpose') === 'prefetch';

function redirectTo(request: NextRequest, target: string) {
  return secure(NextResponse.redirect(new URL(target, request.url), 307));
}

function storedCountry(request: NextRequest) {
  const cookie = request.cookies.get(COUNTRY_COOKIE)?.value;
  return isCountry(cookie) ? cookie : countryFromHost(request.headers.get('host'));
}

function storedLocale(request: NextRequest, country: string): Locale {
  const cookie = request.cookies.get(LANGUAGE_COOKIE)?.value;
  return isLocale(cookie) ? cookie : defaultLocaleFor(country);
}

/** Writes the country cookie when missing and the language cookie when the path switched it. */
function finish(request: NextRequest, response: NextResponse, country: string, locale?: Locale) {
  if (request.cookies.get(COUNTRY_COOKIE)?.value !== country) {
    // docs/product.md §3: secure, same-site none (the app is embedded in brand apps).
    response.cookies.set(COUNTRY_COOKIE, country, {
      path: '/',
      secure: true,
      sameSite: 'none',
      maxAge: YEAR_SECONDS,
    });
  }
  // A prefetch is not a visit: prefetches of the old language still in flight after a switch
  // must not switch the language back.
  if (locale && !isPrefetch(request) && request.cookies.get(LANGUAGE_COOKIE)?.value !== locale) {
    response.cookies.set(LANGUAGE_COOKIE, locale, {
      path: '/',
      sameSite: 'lax',
      maxAge: YEAR_SECONDS,
    });
  }
  return response;
}

export const config = {
  // Every path that may answer a document, dotted ones too (`/en/rewards/detail/KFC/a.b`,
  // `/robots.txt`, `/offline.html`): each gets the policy, and a missing one the not-found page.
  // Not the API, Next's internals, the service worker, the files of public/ that are no document
  // (its folders and the favicon), to which next.config.ts gives a policy that runs nothing and
  // that no one may frame, nor each language's manifest (app/[locale]/manifest.webmanifest, JSON).
  // Next reads this literally, so the languages and the top-level files are written out
  // (lib/i18n/routing.ts, public/; tests/middleware.test.ts holds both to it).
  matcher: [
    '/((?!api|_next|serwist|(?:icons|brands|flags|fonts|rewards)/[^/]+\\.[A-Za-z0-9]+$|favicon\\.ico$|(?:en|ar)/manifest\\.webmanifest$).*)',
  ],
};

'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { isLocale } from '@/lib/i18n/locale';
import { offlineReturnPath } from '@/lib/pwa/offline-shell';

/**
 * The offline page with a network has nothing to say: it opens the page it stood for (the
 * service worker's `from`, lib/pwa/offline-shell.ts), or home — at once when loaded online
 * (Reload, a bookmark), and as soon as the signal comes back while it is shown. Not once the
 * member has gone elsewhere: a tap on the bar that is already loading its page (the service
 * worker's saved copy) is not turned back to the page this one stood for when the signal flickers.
 */
export function LeaveWhenOnline() {
  const locale = useLocale();
  useEffect(() => {
    let leaving = false;
    const left = () => {
      leaving = true;
    };
    const leave = () => {
      if (leaving) return;
      window.location.replace(
        offlineReturnPath(window.location.search, isLocale(locale) ? locale : 'en'),
      );
    };
    if (navigator.onLine) {
      leave();
      return;
    }
    // Back to this page from the browser's cache (Back): shown again, it leaves as when loaded.
    const back = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leaving = false;
      if (navigator.onLine) leave();
    };
    // The Navigation API's `navigate` fires as a navigation from this document starts: a tap on
    // a link or the bar, or the router falling back to loading the page. Without it (an older
    // browser) the page leaves as before. Not `beforeunload`: a listener there changes how the
    // browser closes and caches the page.
    const navigation = (window as Window & { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', left);
    window.addEventListener('pageshow', back);
    window.addEventListener('online', leave);
    return () => {
      navigation?.removeEventListener('navigate', left);
      window.removeEventListener('pageshow', back);
      window.removeEventListener('online', leave);
    };
  }, [locale]);
  return null;
}

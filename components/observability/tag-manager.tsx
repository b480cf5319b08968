'use client';

import { useEffect } from 'react';
import { consentGiven, releaseWaitingEvents } from '@/lib/observability/analytics';
import { CONSENT_ANSWERED } from '@/lib/observability/consent';
import { TAG_MANAGER_SCRIPT } from '@/lib/observability/tag-manager';

/**
 * Loads the tag manager once the visitor has accepted cookies, never before: the root layout
 * renders this only when TAG_MANAGER_ID is set. The events that waited for consent are in the
 * data layer by then (lib/observability/analytics.ts), so the tags see the visit from its start.
 */
export function TagManager({ id }: { id: string }) {
  useEffect(() => {
    const load = () => {
      if (!consentGiven() || document.getElementById('tag-manager')) return;
      releaseWaitingEvents();
      window.dataLayer ??= [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.id = 'tag-manager';
      script.async = true;
      script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`;
      document.head.appendChild(script);
    };
    load();
    document.addEventListener(CONSENT_ANSWERED, load);
    return () => document.removeEventListener(CONSENT_ANSWERED, load);
  }, [id]);
  return null;
}

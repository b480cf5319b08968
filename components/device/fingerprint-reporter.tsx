'use client';

import { useEffect } from 'react';
import { callApi } from '@/lib/api/call-api';
import type { CallRequest } from '@/lib/contract/calls';

type Payload = CallRequest<'device-id'>;

/** docs/product.md §3 Fingerprint payload, from what the browser says about itself. */
function fingerprintPayload(): Payload {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return {
    userAgent: nav.userAgent.slice(0, 1024),
    language: nav.language.slice(0, 64),
    platform: (nav.platform || 'unknown').slice(0, 128),
    screenSize: `${screen.width}x${screen.height}`,
    screen: { width: screen.width, height: screen.height },
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 64),
    touchSupport: 'ontouchstart' in window || nav.maxTouchPoints > 0,
    deviceMemory: nav.deviceMemory ?? null,
    hardwareConcurrency: nav.hardwareConcurrency ?? null,
    colorDepth: screen.colorDepth ?? null,
    devicePixelRatio: window.devicePixelRatio ?? null,
  };
}

/** The embedding page's origin, when the browser tells it. */
function parentOrigin(): string | null {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * docs/product.md §2 fingerprint route: registers the device (the BFF sets the _fp cookie) and posts
 * FINGERPRINT_READY to the embedding page — only when its origin is allow-listed, never to '*'
 * (docs/quality.md §2 item 15).
 */
export function FingerprintReporter({ allowedOrigins }: { allowedOrigins: string[] }) {
  useEffect(() => {
    const payload = fingerprintPayload();
    const target = parentOrigin();
    const report = (deviceId: string | null) => {
      if (window.parent === window || !target || !allowedOrigins.includes(target)) return;
      window.parent.postMessage(
        { type: 'FINGERPRINT_READY', deviceId, fingerprint: payload },
        target,
      );
    };
    callApi('device-id', payload)
      .then((result) => report(result.data.deviceId))
      .catch(() => report(null));
  }, [allowedOrigins]);
  return <div hidden data-fingerprint="" />;
}

'use client';

import { useEffect } from 'react';
import { callApi } from '@/lib/api/call-api';
import type { CallRequest } from '@/lib/contract/calls';

type Payload = CallRequest<'device-id'>;

/**
 * docs/product.md §3 Fingerprint payload: what the browser says about itself, with FingerprintJS's
 * visitor identifier computed from the device's own signals (canvas, audio, fonts…). The library
 * is loaded here only, on the fingerprint route, with its statistics request off; if it cannot run,
 * the payload goes without it.
 */
async function fingerprintPayload(): Promise<Payload> {
  const own = browserPayload();
  try {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load({ monitoring: false });
    const { visitorId, confidence } = await agent.get();
    return { ...own, visitorId, confidence: confidence.score };
  } catch {
    return own;
  }
}

function browserPayload(): Payload {
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
    let current = true;
    const target = parentOrigin();
    void fingerprintPayload().then(async (payload) => {
      const report = (deviceId: string | null) => {
        if (!current || window.parent === window || !target || !allowedOrigins.includes(target))
          return;
        window.parent.postMessage(
          { type: 'FINGERPRINT_READY', deviceId, fingerprint: payload },
          target,
        );
      };
      // The device id stays the BFF's own cookie; this registers the device it names.
      await callApi('device-id', payload)
        .then((result) => report(result.data.deviceId))
        .catch(() => report(null));
    });
    return () => {
      current = false;
    };
  }, [allowedOrigins]);
  return <div hidden data-fingerprint="" />;
}

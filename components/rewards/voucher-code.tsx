'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { isolate } from '@/lib/i18n/bidi';
import { formatDate, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale';
import { clockText, remainingTime } from '@/lib/rewards/validity';
import { useNow } from '@/lib/rewards/browser/use-now';
import { useWakeLock } from '@/lib/ui/use-wake-lock';
import { IsolatedRuns } from '@/components/ui/isolated-text';
import { orOffline } from '@/components/ui/offline-part';

// The QR code and barcode are drawn in the browser after the page shows (the drawing libraries are
// most of this part's weight), so their script is not in the page's first load: it is fetched once
// the code is on screen, and kept for offline use like every script a page has loaded
// (app/sw.ts). The text code, copy and countdown come with the page.
const ScannableCode = dynamic(
  () => import('@/components/wallet/scannable-code').then((m) => m.ScannableCode, orOffline),
  { ssr: false, loading: () => <div aria-hidden className="aspect-square w-48 max-w-full" /> },
);

/**
 * An activated voucher's coupon code as text, QR code and Code 128 barcode for the till, copy to
 * clipboard (docs/product.md §7) and the server-set countdown. While the code can be used the
 * screen stays on, and what copying says is written beside the button: a snackbar would lie over
 * the codes the cashier is scanning.
 */
export function VoucherCode({
  code,
  expiresAt,
  large = false,
}: {
  code: string;
  expiresAt: string;
  /** The wallet's high-contrast view: larger codes. */
  large?: boolean;
}) {
  const t = useTranslations('VoucherCode');
  const locale = useLocale() as Locale;
  const now = useNow();
  const left = now ? remainingTime(expiresAt, now) : null;
  const [copied, setCopied] = useState<boolean | null>(null);
  useWakeLock(!(now && !left));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="mt-3 flex flex-col gap-2">
      <p className="text-sm text-muted" id={`code-${code}`}>
        {t('code')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <output
          aria-labelledby={`code-${code}`}
          dir="ltr"
          className="rounded-xl border-2 border-dashed border-primary px-4 py-2 font-mono text-lg font-bold tracking-wider"
        >
          {code}
        </output>
        <button
          type="button"
          onClick={copy}
          className="rounded-full border border-secondary px-4 py-2 text-sm font-semibold"
        >
          {t('copy')}
        </button>
        <span role="status" className={copied === false ? 'text-sm text-error-ink' : 'text-sm'}>
          {copied === null ? null : copied ? t('copied') : t('copyFailed')}
        </span>
      </div>
      {now && !left ? null : (
        <ScannableCode
          text={code}
          barcode
          large={large}
          qrLabel={t('qrLabel', { code })}
          barcodeLabel={t('barcodeLabel', { code })}
        />
      )}
      {now && !left ? (
        <p className="text-sm font-medium text-error-ink">{t('expiredState')}</p>
      ) : (
        <p className="text-sm" data-testid="voucher-countdown">
          {left ? (
            <span className="font-medium">
              {left.days > 0
                ? t('expiresInDays', { days: left.days, time: clockText(left) })
                : t('expiresIn', { time: clockText(left) })}
            </span>
          ) : null}
          <span className="block text-muted">
            {/* The date and time isolated and unbroken (docs/product.md §9 Direction). */}
            <IsolatedRuns
              text={t('validUntil', {
                date: isolate(formatDate(expiresAt, locale)),
                time: isolate(formatTime(expiresAt, locale)),
              })}
            />
          </span>
        </p>
      )}
    </div>
  );
}

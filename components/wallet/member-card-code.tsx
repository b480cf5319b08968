'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  cardCode,
  cardStep,
  groupedMemberNumber,
  msUntilNextStep,
  type MemberCard,
} from '@/lib/contract/member-card';
import { useNow } from '@/lib/rewards/browser/use-now';
import { ScannableCode } from './scannable-code';

/**
 * The member card: a QR code the till scans to earn points, drawn on this device for each
 * 30-second step from the card's secret (lib/contract/member-card.ts), so it works without
 * signal and a screenshot of it stops working a minute later. The member number is for a person
 * to read; the till earns only with the code.
 */
export function MemberCardCode({ card, large }: { card: MemberCard; large: boolean }) {
  const t = useTranslations('Wallet');
  const now = useNow();
  const step = now ? cardStep(now) : 0;
  const [code, setCode] = useState<{ step: number; text: string } | null>(null);

  useEffect(() => {
    if (!step) return;
    let current = true;
    void cardCode(card, step).then((text) => current && setCode({ step, text }));
    return () => {
      current = false;
    };
  }, [card, step]);

  const seconds = now ? Math.ceil(msUntilNextStep(now) / 1000) : null;
  return (
    <section aria-labelledby="member-card-title" className="flex flex-col items-center gap-3">
      <h3 id="member-card-title" className="self-start text-lg font-semibold">
        {t('card')}
      </h3>
      <p className="self-start text-sm">{t('cardHint')}</p>
      {code ? (
        <ScannableCode text={code.text} large={large} qrLabel={t('cardQrLabel')} />
      ) : (
        <div className={`${large ? 'size-72' : 'size-48'} rounded-2xl bg-white`} aria-hidden />
      )}
      <p className="text-sm" data-testid="member-card-refresh">
        {seconds === null ? '\u00a0' : t('nextCode', { seconds })}
      </p>
      <p className="flex flex-col items-center">
        <span className="text-sm">{t('memberNumber')}</span>
        <span
          dir="ltr"
          className="font-mono text-3xl font-bold tracking-wider"
          data-testid="member-number"
        >
          {groupedMemberNumber(card.memberNumber)}
        </span>
      </p>
    </section>
  );
}

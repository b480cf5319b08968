'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { snackbar } from '@/lib/ui/snackbar';
import { primaryDisabledClass } from '@/components/ui/field';
import { useErrorText } from '@/lib/api/use-error-text';
import { focusWhenShown } from '@/lib/ui/focus-step';
import type { Enrollee } from '@/lib/brands/enrolment';
import { useJoinBrand } from './use-join-brand';

type Props = {
  member: Enrollee;
  brand: { code: string; name: string; joiningBonusPts: number };
};

/**
 * docs/product.md §4 Per-brand membership: a member who has not joined a brand is offered to join it here,
 * and gets its joining bonus.
 */
export function JoinBrand({ member, brand }: Props) {
  const t = useTranslations('Brands');
  const errorText = useErrorText();
  const { join, pending, error } = useJoinBrand(member, brand.code);
  const root = useRef<HTMLDivElement>(null);

  const onJoin = () => {
    // This offer goes once the brand is joined; its place (components/brands/brand-balance.tsx)
    // stays, and its first line, the balance now marked Member, is what the join made true.
    const place = root.current?.parentElement;
    join({
      onJoined: (bonus) =>
        snackbar.success(t('joinedWithBonus', { brand: brand.name, points: bonus })),
      onRefreshed: () =>
        focusWhenShown(() =>
          root.current || !place?.isConnected ? null : place.querySelector<HTMLElement>('p'),
        ),
    });
  };

  return (
    <div ref={root} className="flex flex-col gap-2">
      <p className="text-sm">
        {t('joinOffer', { brand: brand.name, points: brand.joiningBonusPts })}
      </p>
      <button
        type="button"
        onClick={onJoin}
        disabled={pending}
        className={`self-start rounded-full bg-primary-ink px-5 py-2.5 text-sm font-semibold text-white ${primaryDisabledClass}`}
      >
        {pending ? t('joining') : t('join', { brand: brand.name })}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-error-ink">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}

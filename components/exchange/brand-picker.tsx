'use client';

import { useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { BrandMark } from '@/components/brands/brand-mark';
import { useJoinBrand } from '@/components/brands/use-join-brand';
import { primaryDisabledClass } from '@/components/ui/field';
import { useErrorText } from '@/lib/api/use-error-text';
import type { Enrollee } from '@/lib/brands/enrolment';
import { focusWhenShown } from '@/lib/ui/focus-step';
import { snackbar } from '@/lib/ui/snackbar';

export type BrandOption = {
  code: string;
  name: string;
  logo: string;
  balance: number;
  isMember: boolean;
};

/**
 * One side of a transfer. Brands the member has joined come first and can be picked; brands not
 * joined yet are listed apart and cannot (docs/product.md §4 Per-brand membership: enrolled and
 * not enrolled, and only joined brands receive transfers). With `joinAs`, each of those has a
 * Join button: the member joins it here, with its bonus, and its tile becomes one to pick, with
 * focus on it (docs/product.md §2 "Focus follows each step").
 */
export function BrandPicker({
  legend,
  name,
  options,
  value,
  onChange,
  showNotJoined,
  joinAs,
}: {
  showNotJoined: boolean;
  legend: string;
  name: string;
  options: BrandOption[];
  value: string | undefined;
  onChange: (code: string) => void;
  /** Who joins a brand from its tile; without it a tile not joined only says so. */
  joinAs?: Enrollee;
}) {
  const t = useTranslations('Exchange');
  const group = useRef<HTMLFieldSetElement>(null);
  const joined = options.filter((o) => o.isMember);
  // Points can only come from a joined brand; the target side also lists what could be joined.
  const notJoined = showNotJoined ? options.filter((o) => !o.isMember) : [];
  const hintId = `${name}-not-joined-hint`;
  // The brand's own tile among the joined ones, once the balances read again say it is joined.
  const focusJoined = (code: string) =>
    focusWhenShown(() =>
      [...(group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])].find(
        (radio) => radio.value === code && !radio.disabled,
      ),
    );

  return (
    <fieldset ref={group} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {joined.map((o) => (
          <label
            key={o.code}
            className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line bg-white p-3 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/30 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={o.code}
              checked={value === o.code}
              onChange={() => onChange(o.code)}
              className="sr-only"
            />
            <BrandMark src={o.logo} size={32} className="size-8 shrink-0 rounded-lg" />
            <span className="min-w-0">
              <span className="block font-medium leading-tight [overflow-wrap:anywhere]">
                {o.name}
              </span>
              {/* The message pluralises the balance; only the number runs left to right. */}
              <span className="block text-xs text-muted">
                {t.rich('balance', {
                  points: o.balance,
                  n: (chunks) => <span dir="ltr">{chunks}</span>,
                })}
              </span>
            </span>
          </label>
        ))}
      </div>
      {notJoined.length > 0 ? (
        <div className="mt-2">
          <p className="text-xs font-semibold uppercase text-muted">{t('notJoined')}</p>
          <p id={hintId} className="text-xs text-muted">
            {t('notJoinedHint')}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {notJoined.map((o) => (
              <NotJoinedTile
                key={o.code}
                option={o}
                name={name}
                hintId={hintId}
                joinAs={joinAs}
                onJoined={focusJoined}
              />
            ))}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

/** A brand not joined yet: listed, not to be picked, and joined in place when `joinAs` is given. */
function NotJoinedTile({
  option,
  name,
  hintId,
  joinAs,
  onJoined,
}: {
  option: BrandOption;
  name: string;
  hintId: string;
  joinAs: Enrollee | undefined;
  onJoined: (code: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-line p-3">
      <label className="flex items-center gap-3 text-muted">
        <input
          type="radio"
          name={name}
          value={option.code}
          disabled
          aria-describedby={hintId}
          className="sr-only"
        />
        <BrandMark
          src={option.logo}
          size={32}
          className="size-8 shrink-0 rounded-lg opacity-50 grayscale"
        />
        <span className="min-w-0 leading-tight [overflow-wrap:anywhere]">{option.name}</span>
      </label>
      {joinAs ? <JoinButton option={option} member={joinAs} onJoined={onJoined} /> : null}
    </div>
  );
}

/**
 * Join, as on a brand's or a reward's detail (components/brands/join-brand.tsx). It shows "Join"
 * beside the brand's name and is named "Join {brand}", the same words at its start, so a tile
 * stays narrow enough for two side by side on a 320 px screen.
 */
function JoinButton({
  option,
  member,
  onJoined,
}: {
  option: BrandOption;
  member: Enrollee;
  onJoined: (code: string) => void;
}) {
  const t = useTranslations('Exchange');
  const errorText = useErrorText();
  const errorId = useId();
  const { join, pending, error } = useJoinBrand(member, option.code);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          join({
            onJoined: (bonus) =>
              snackbar.success(t('joinedWithBonus', { brand: option.name, points: bonus })),
            onRefreshed: () => onJoined(option.code),
          })
        }
        disabled={pending}
        aria-label={pending ? undefined : t('join', { brand: option.name })}
        aria-describedby={error ? errorId : undefined}
        className={`self-start rounded-full bg-primary-ink px-4 py-1.5 text-xs font-semibold text-white ${primaryDisabledClass}`}
      >
        {pending ? t('joining') : t('joinShort')}
      </button>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-error-ink">
          {errorText(error)}
        </p>
      ) : null}
    </>
  );
}

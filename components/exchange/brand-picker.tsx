'use client';

import { useTranslations } from 'next-intl';
import { BrandMark } from '@/components/brands/brand-mark';

export type BrandOption = {
  code: string;
  name: string;
  logo: string;
  balance: number;
  isMember: boolean;
};

/**
 * One side of a transfer. Brands the member has joined come first and can be picked; brands not
 * joined yet are listed apart and cannot (docs/product.md §4 Per-brand membership: enrolled and not enrolled).
 */
export function BrandPicker({
  legend,
  name,
  options,
  value,
  onChange,
  showNotJoined,
}: {
  showNotJoined: boolean;
  legend: string;
  name: string;
  options: BrandOption[];
  value: string | undefined;
  onChange: (code: string) => void;
}) {
  const t = useTranslations('Exchange');
  const joined = options.filter((o) => o.isMember);
  // Points can only come from a joined brand; the target side also lists what could be joined.
  const notJoined = showNotJoined ? options.filter((o) => !o.isMember) : [];
  const hintId = `${name}-not-joined-hint`;

  return (
    <fieldset className="flex flex-col gap-2">
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
              <label
                key={o.code}
                className="flex items-center gap-3 rounded-2xl border border-dashed border-line p-3 text-muted"
              >
                <input
                  type="radio"
                  name={name}
                  value={o.code}
                  disabled
                  aria-describedby={hintId}
                  className="sr-only"
                />
                <BrandMark
                  src={o.logo}
                  size={32}
                  className="size-8 shrink-0 rounded-lg opacity-50 grayscale"
                />
                <span className="min-w-0 leading-tight [overflow-wrap:anywhere]">{o.name}</span>
              </label>
            ))}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

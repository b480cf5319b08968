'use client';

import { useTranslations } from 'next-intl';
import { clampPoints } from '@/lib/exchange/transfer-preview';

/** How many points to move: a slider over the source balance and a number field (docs/product.md §3 Transfer). */
export function PointsField({
  value,
  max,
  onChange,
  sliderText,
  describedBy,
  locked = false,
}: {
  value: number;
  max: number;
  onChange: (points: number) => void;
  sliderText: string;
  describedBy?: string;
  /** While a transfer is in flight the amount cannot change. */
  locked?: boolean;
}) {
  const t = useTranslations('Exchange');
  const disabled = max < 1 || locked;

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor="transfer-points" className="text-sm font-semibold">
        {t('pointsLabel')}
      </label>
      <p id="transfer-slider-text" className="text-sm text-muted">
        {sliderText}
      </p>
      <div className="flex items-center gap-4">
        {/* The browser's own range input: keyboard, touch, screen readers and right to left come
            with it, without a slider library in the page's JavaScript. */}
        <input
          type="range"
          min={0}
          max={Math.max(1, max)}
          step={1}
          disabled={disabled}
          value={clampPoints(value, max)}
          onChange={(e) => onChange(e.target.valueAsNumber || 0)}
          aria-label={t('pointsLabel')}
          aria-describedby="transfer-slider-text"
          className="h-6 flex-1 cursor-pointer accent-primary disabled:cursor-default disabled:opacity-50"
        />
        <input
          id="transfer-points"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          dir="ltr"
          disabled={disabled}
          value={Number.isFinite(value) && value > 0 ? String(value) : ''}
          aria-describedby={describedBy}
          onChange={(e) => {
            const typed = e.target.valueAsNumber;
            // Typed amounts may exceed the balance, so the member is told why rather than clamped.
            onChange(Number.isFinite(typed) && typed > 0 ? Math.floor(typed) : 0);
          }}
          className="w-28 rounded-xl border border-line bg-white px-3 py-2 text-end text-base outline-none focus:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 disabled:bg-surface"
        />
      </div>
    </div>
  );
}

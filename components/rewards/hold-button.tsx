'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long the press lasts (docs/product.md §4 Reward flow): no tap is that long by accident. */
export const HOLD_MS = 1500;

// Space and Enter held down work as a finger does; their click on release does nothing here.
const HOLD_KEYS = new Set([' ', 'Enter']);

/**
 * A button that acts only once pressed and held for HOLD_MS, with a fill that shows how far the
 * hold has gone. Letting go, sliding off or a scroll taking over the touch, earlier, does nothing.
 */
export function HoldButton({
  onHold,
  describedBy,
  disabled = false,
  className = '',
  children,
}: {
  onHold: () => void;
  /** The id of the text that says what holding does. */
  describedBy: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [holding, setHolding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const done = useRef(onHold);
  useEffect(() => {
    done.current = onHold;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = () => {
    if (disabled || timer.current) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHolding(false);
      done.current();
    }, HOLD_MS);
  };
  const stop = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setHolding(false);
  };

  return (
    <button
      type="button"
      aria-describedby={describedBy}
      disabled={disabled}
      data-holding={holding ? '' : undefined}
      onPointerDown={(e) => {
        if (e.button === 0) start();
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onKeyDown={(e) => {
        if (!HOLD_KEYS.has(e.key)) return;
        e.preventDefault();
        if (!e.repeat) start();
      }}
      onKeyUp={(e) => {
        if (!HOLD_KEYS.has(e.key)) return;
        e.preventDefault();
        stop();
      }}
      onBlur={stop}
      // A long press would open the context menu or select the label, which ends the touch.
      onContextMenu={(e) => e.preventDefault()}
      className={`relative touch-manipulation overflow-hidden select-none [-webkit-touch-callout:none] ${className}`}
    >
      <span
        aria-hidden="true"
        data-testid="hold-progress"
        className="absolute inset-y-0 start-0 bg-white/30"
        style={{
          width: holding ? '100%' : '0%',
          transition: holding ? `width ${HOLD_MS}ms linear` : 'none',
        }}
      />
      <span className="relative">{children}</span>
    </button>
  );
}

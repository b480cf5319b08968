import type { ReactNode } from 'react';

/** A labelled form field with its error, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error, under it, named `${id}-error` for the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm text-error-ink">
      {error}
    </p>
  ) : null;
}

export const inputClass =
  'w-full rounded-xl border border-line bg-white px-4 py-3 text-base outline-none focus:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 aria-[invalid=true]:border-error read-only:bg-surface';

/**
 * A filled (primary) button while disabled: plainly grey with a not-allowed cursor. The theme's red
 * faded to pink (opacity) still read as something to tap. Any filled button of another shape
 * adds this rather than an opacity of its own.
 */
export const primaryDisabledClass =
  'disabled:cursor-not-allowed disabled:bg-line disabled:text-muted';

/** Every primary button's look, enabled and disabled. */
export const primaryButtonClass = `inline-flex w-full items-center justify-center rounded-full bg-primary-ink px-6 py-3 text-center font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${primaryDisabledClass}`;

export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center rounded-full border border-line px-6 py-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-xl bg-error/10 px-4 py-3 text-sm text-error-ink">
      {message}
    </p>
  ) : null;
}

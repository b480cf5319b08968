'use client';

/** A load that failed: what went wrong and a button to try again (brands, stores, content). */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  className = '',
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-error/10 p-4 text-sm text-error-ink ${className}`}
    >
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="font-semibold underline underline-offset-4"
      >
        {retryLabel}
      </button>
    </div>
  );
}

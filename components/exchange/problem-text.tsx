/**
 * Why this transfer cannot go ahead (docs/product.md §5, §8): the service's refusal, worded by the
 * BFF in the member's language (lib/bff/member-text.ts), or an amount that is no amount.
 */
export function ProblemText({ id, text }: { id: string; text: string | null }) {
  // Polite, not an alert: the text follows the slider as it moves.
  return (
    <p
      id={id}
      aria-live="polite"
      className={text ? 'rounded-xl bg-error/10 px-4 py-3 text-sm text-error-ink' : 'sr-only'}
    >
      {text ?? ''}
    </p>
  );
}

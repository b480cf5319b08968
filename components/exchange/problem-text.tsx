import { useTranslations } from 'next-intl';
import type { TransferProblem } from '@/lib/exchange/transfer-rules';

/** Why this transfer cannot go ahead, in the member's language (docs/product.md §5, §8). */
export function ProblemText({
  id,
  problem,
  target,
}: {
  id: string;
  problem: TransferProblem | null;
  target: string;
}) {
  const t = useTranslations('Exchange');
  let text = '';
  if (problem) {
    switch (problem.kind) {
      case 'belowMinimum':
        text = t('problem_belowMinimum', { minimum: problem.minimum });
        break;
      case 'dailyLimit':
        text = t('problem_dailyLimit', { limit: problem.limit, brand: target });
        break;
      case 'perOrder':
        text = t('problem_perOrder', { max: problem.earnPerOrder, brand: target });
        break;
      case 'notMember':
        text = t('problem_notMember', { brand: target });
        break;
      default:
        text = t(`problem_${problem.kind}`);
    }
  }
  // Polite, not an alert: the text follows the slider as it moves.
  return (
    <p
      id={id}
      aria-live="polite"
      className={text ? 'rounded-xl bg-error/10 px-4 py-3 text-sm text-error-ink' : 'sr-only'}
    >
      {text}
    </p>
  );
}

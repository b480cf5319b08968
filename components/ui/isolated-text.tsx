import type { ReactNode } from 'react';
import { isolatedRuns } from '@/lib/i18n/bidi';

// docs/product.md §9 Direction: an id, a date, an e-mail, a phone number or a Latin name inside
// Arabic text is isolated (lib/i18n/bidi.ts), and kept on one line, where a break would change
// how it reads ("27 نوفمبر 2026" over two lines, an order id split at a hyphen).

/**
 * Its content isolated from the text around it and unbroken. `dir` defaults to the direction of
 * its first letter (auto); a run with no letter that must read left to right (a phone number with
 * its +) says ltr.
 */
export function IsolatedText({
  children,
  dir,
  className,
}: {
  children: ReactNode;
  dir?: 'auto' | 'ltr' | 'rtl';
  className?: string;
}) {
  return (
    <bdi dir={dir} className={className ? `whitespace-nowrap ${className}` : 'whitespace-nowrap'}>
      {children}
    </bdi>
  );
}

/**
 * A text whose isolated runs (isolate marks put in by the service or by `isolate`) render as
 * IsolatedText, and the rest as it is: the page's text then holds no invisible marks.
 */
export function IsolatedRuns({ text }: { text: string }) {
  const runs = isolatedRuns(text);
  if (runs.length === 1 && !runs[0]!.isolated) return text;
  return runs.map((run, i) =>
    run.isolated ? (
      <IsolatedText key={i} dir={run.isolated === 'auto' ? undefined : run.isolated}>
        <IsolatedRuns text={run.text} />
      </IsolatedText>
    ) : (
      run.text
    ),
  );
}

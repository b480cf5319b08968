import { paragraphsOf } from '@/lib/content/content-text';

/** A content text's paragraphs (lib/content/content-text.ts), its line breaks kept. */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  return paragraphsOf(text).map((paragraph, i) => (
    <p key={i} className={`mt-2 whitespace-pre-line leading-relaxed ${className}`}>
      {paragraph}
    </p>
  ));
}

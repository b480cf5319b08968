// Arabic keyboards type Arabic-Indic (U+0660–0669) or Eastern Arabic-Indic (U+06F0–06F9) digits;
// codes and phone numbers are Western digits, so fields convert what is typed before checking it.

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** The text with every Arabic-Indic digit replaced by its Western digit (0–9). */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

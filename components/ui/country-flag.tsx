/**
 * A country's flag as a picture (public/flags/): flag emoji show as empty boxes or two letters
 * on many Android phones and on Windows. Decorative: the country's name is always beside it.
 */
export function CountryFlag({ code, className = '' }: { code: string; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 1 KB local SVG, drawn at its own size
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={24}
      height={16}
      className={`inline-block h-4 w-6 shrink-0 rounded-sm object-cover ring-1 ring-black/10 ${className}`}
    />
  );
}

/**
 * The programme's mark: the app icon's crown on its rounded square (public/icons/icon.svg), drawn
 * inline so it paints with the first frame and follows the theme's primary colour. Decorative:
 * the words beside it say what it stands for. `inverse` is the white square with a red crown, for
 * a red background.
 */
export function ProgrammeMark({
  className = 'size-12',
  inverse = false,
}: {
  className?: string;
  inverse?: boolean;
}) {
  const square = inverse ? 'fill-white' : 'fill-primary-ink';
  const crown = inverse ? 'fill-primary-ink' : 'fill-white';
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false" className={className}>
      <rect width="512" height="512" rx="112" className={square} />
      <g transform="translate(256 256) scale(0.86) translate(-256 -256)" className={crown}>
        <path d="M112 336 L96 168 L184 232 L256 128 L328 232 L416 168 L400 336 Z" />
        <rect x="112" y="352" width="288" height="40" rx="12" />
        <circle cx="96" cy="160" r="22" />
        <circle cx="256" cy="116" r="24" />
        <circle cx="416" cy="160" r="22" />
      </g>
    </svg>
  );
}

/**
 * A brand's mark beside its written name (or the programme's marks beside the points widget's
 * words). It is decorative (the words say what it stands for), so it loads at low priority: a
 * phone on a slow network gets the page's text, styles and scripts first and the marks a moment
 * later, in the square kept for them. Left to itself Chromium raises an image it finds in view to
 * high priority, ahead of the scripts that make the page work, and React preloads an image
 * rendered at normal priority from the document's head.
 */
export function BrandMark({
  src,
  size,
  className,
}: {
  src: string;
  size: number;
  className: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- project-drawn brand marks
    <img src={src} alt="" width={size} height={size} fetchPriority="low" className={className} />
  );
}

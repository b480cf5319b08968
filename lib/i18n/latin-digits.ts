// docs/product.md §9: Western digits (0–9) on every page, in Arabic too. The app's own formats say
// so (lib/i18n/format.ts NUMBER_LOCALES), but next-intl formats a message's numbers ({points,
// number}, a plural's #) with the page's locale as it is, "ar", and has no option to name a
// numbering system for them. Engines whose locale data gives a bare "ar" Arabic-Indic digits
// (before CLDR 42, as in iOS 15's Safari) would then write "٥ نقاط" beside a widget's "050", and
// a page drawn on the server with Western digits would change its digits as it hydrates. There,
// and only there, a number format asked for in Arabic without a numbering system is given Latin
// digits. The server's Node and current browsers already give a bare "ar" Latin digits: nothing
// is changed for them.

type NumberFormatConstructor = typeof Intl.NumberFormat;

const ARABIC = /^ar(?:-|$)/i;

/** An Arabic language tag without a numbering system, given Latin digits ("ar" → "ar-u-nu-latn"). */
function latinTag(tag: string): string {
  if (!ARABIC.test(tag) || /-u-/i.test(tag)) return tag;
  const privateUse = tag.search(/-x-/i);
  return privateUse === -1
    ? `${tag}-u-nu-latn`
    : `${tag.slice(0, privateUse)}-u-nu-latn${tag.slice(privateUse)}`;
}

/** The locales a format was asked for, with each Arabic tag given Latin digits. */
export function withLatinDigits<L>(locales: L): L {
  if (typeof locales === 'string') return latinTag(locales) as L;
  if (Array.isArray(locales))
    return locales.map((tag) => (typeof tag === 'string' ? latinTag(tag) : tag)) as L;
  return locales;
}

/** The constructor, answering every call and `new` as the original does, with Latin digits in Arabic. */
export function latinNumberFormat(NumberFormat: NumberFormatConstructor): NumberFormatConstructor {
  return new Proxy(NumberFormat, {
    construct: (target, [locales, options], newTarget) =>
      Reflect.construct(target, [withLatinDigits(locales), options], newTarget) as object,
    apply: (target, self, [locales, options]) =>
      Reflect.apply(target, self, [withLatinDigits(locales), options]) as Intl.NumberFormat,
  });
}

// The constructors latinNumberFormat made, so that installing twice wraps once.
const latinConstructors = new WeakSet<object>();

/**
 * Where the engine writes a bare "ar" in Arabic-Indic digits, `intl.NumberFormat` is replaced by
 * latinNumberFormat of it, once. Answers whether the engine needed it.
 */
export function installLatinDigits(
  intl: { NumberFormat: NumberFormatConstructor } = Intl,
): boolean {
  if (latinConstructors.has(intl.NumberFormat)) return true;
  if (new intl.NumberFormat('ar').resolvedOptions().numberingSystem === 'latn') return false;
  const latin = latinNumberFormat(intl.NumberFormat);
  latinConstructors.add(latin);
  intl.NumberFormat = latin;
  return true;
}

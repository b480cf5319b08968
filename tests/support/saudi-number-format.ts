// An engine whose locale data gives a bare "ar" Arabic-Indic digits, as plain ar's did before
// CLDR 42: ar-SA's locale data stands in for it, an Arabic tag without a region read as Saudi.

const RealNumberFormat = Intl.NumberFormat;

const asSaudi = (tag: unknown): unknown =>
  typeof tag === 'string'
    ? tag.replace(/^ar(?=$|-u-)/i, 'ar-SA')
    : Array.isArray(tag)
      ? tag.map(asSaudi)
      : tag;

export class SaudiDataNumberFormat extends RealNumberFormat {
  constructor(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
    super(asSaudi(locales) as Intl.LocalesArgument, options);
  }
}

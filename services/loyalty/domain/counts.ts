// Counts in the service's own sentences (the code's SMS, history reasons, the transfer rule): a
// number takes the noun's form its plural category asks for, which in Arabic is one of six
// (one نقطة واحدة, two نقطتين, 3–10 نقاط, 11–99 نقطة…), not one form for every count.

export type Language = 'en' | 'ar';
/** The noun's forms by plural category; # stands for the number. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ar: new Intl.PluralRules('ar'),
};

/** `n` with its noun in the form `language` gives that count, in Western digits. */
export function counted(n: number, language: Language, forms: CountForms): string {
  const form = forms[rules[language].select(n)] ?? forms.other;
  return form.replace('#', String(n));
}

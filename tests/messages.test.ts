import en from '@/messages/en.json';
import ar from '@/messages/ar.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('message catalogues', () => {
  it('has every English key in Arabic and no extra ones', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });

  it('has no empty text', () => {
    const leaves = (m: unknown) =>
      keys(m).map((k) =>
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], m),
      );
    for (const text of [...leaves(en), ...leaves(ar)]) expect(String(text).trim()).not.toBe('');
  });

  it('writes the Arabic catalogue in Arabic', () => {
    const arabic = /[\u0600-\u06FF]/;
    const latinOnly = keys(ar).filter((k) => {
      const text = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], ar);
      // Entries made only of placeholders and punctuation ('{count} / {max}') need no script; in
      // ICU select and plural messages only the branch texts are words.
      const icuHeader = /\{\s*\w+\s*,\s*(?:select|plural|selectordinal)\s*,/g;
      const raw = String(text);
      const branches = icuHeader.test(raw)
        ? raw.replace(icuHeader, '').replace(/=?\w+\s*\{/g, '{')
        : raw;
      const letters = branches.replace(/\{\w+\}/g, '').replace(/[{}#]/g, '');
      return /\p{L}/u.test(letters) && !arabic.test(letters);
    });
    // The only Arabic entry without Arabic script is the other language's own name.
    expect(latinOnly).toEqual(['LanguageToggle.otherLanguage']);
  });
});

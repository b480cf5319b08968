import { isolate, isolatedRuns } from '@/lib/i18n/bidi';

// Isolates in a text (lib/i18n/bidi.ts, docs/product.md §9 Direction): a service's or a message's
// FSI/LRI/RLI … PDI runs, which the page renders as <bdi> (components/ui/isolated-text.tsx).

describe('isolated runs', () => {
  it('cuts a text into plain and isolated runs, dropping the marks', () => {
    const text = `خصم نقاط الطلب الملغى ${isolate('QA-J4-1')} لدى ${isolate('مكافآت AMRX')}`;
    expect(isolatedRuns(text)).toEqual([
      { text: 'خصم نقاط الطلب الملغى ', isolated: false },
      { text: 'QA-J4-1', isolated: 'auto' },
      { text: ' لدى ', isolated: false },
      { text: 'مكافآت AMRX', isolated: 'auto' },
    ]);
  });

  it('knows a left-to-right isolate, keeps nested ones inside the outer run, drops an empty one', () => {
    expect(isolatedRuns('\u2066+30\u2069 نقطة')).toEqual([
      { text: '+30', isolated: 'ltr' },
      { text: ' نقطة', isolated: false },
    ]);
    expect(isolatedRuns('a \u2067b \u2068c\u2069\u2069')).toEqual([
      { text: 'a ', isolated: false },
      { text: 'b \u2068c\u2069', isolated: 'rtl' },
    ]);
    expect(isolatedRuns('\u2066\u2069نقطة واحدة')).toEqual([
      { text: 'نقطة واحدة', isolated: false },
    ]);
  });

  it('keeps a mark that does not pair as text', () => {
    expect(isolatedRuns('plain')).toEqual([{ text: 'plain', isolated: false }]);
    expect(isolatedRuns('a \u2068b')).toEqual([{ text: 'a \u2068b', isolated: false }]);
  });
});

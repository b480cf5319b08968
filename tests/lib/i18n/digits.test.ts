import { describe, expect, it } from 'vitest';
import { westernDigits } from '@/lib/i18n/digits';

describe('westernDigits', () => {
  it('turns Arabic-Indic and Eastern Arabic-Indic digits into 0–9 and leaves the rest', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('05٠ 12-a')).toBe('050 12-a');
  });
});

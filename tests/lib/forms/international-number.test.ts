import { splitInternational } from '@/lib/forms/international-number';

const COUNTRIES = [
  { code: 'UAE', phoneCode: '+971' },
  { code: 'KSA', phoneCode: '+966' },
];

describe('a number pasted with its calling code', () => {
  it('picks the country and keeps the national number', () => {
    expect(splitInternational('+971501234567', COUNTRIES)).toEqual({
      country: 'UAE',
      national: '501234567',
    });
    expect(splitInternational('+971 50 123 4567', COUNTRIES)).toEqual({
      country: 'UAE',
      national: '501234567',
    });
    expect(splitInternational('00966-55-123-4567', COUNTRIES)).toEqual({
      country: 'KSA',
      national: '551234567',
    });
  });

  it('leaves a national number, an unknown calling code and a bare code alone', () => {
    expect(splitInternational('501234567', COUNTRIES)).toBeNull();
    expect(splitInternational('+44 7700 900123', COUNTRIES)).toBeNull();
    expect(splitInternational('+971', COUNTRIES)).toBeNull();
  });
});

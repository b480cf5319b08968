import { EmailSchema, PersonNameSchema, PhoneNumberSchema } from '@/lib/contract/common';
import { emailError, nameError, phoneError } from '@/lib/forms/validation';

const uae = { pattern: '5[024568][0-9]{7}', minLength: 9, maxLength: 9 };

describe('docs/product.md §5 validation', () => {
  it('phone: digits or whitespace, required, per-country rule', () => {
    expect(phoneError('')).toBe('phoneRequired');
    expect(phoneError('   ')).toBe('phoneRequired');
    expect(phoneError('50 123 4567', uae)).toBeNull();
    expect(phoneError('0501234567', uae)).toBeNull();
    expect(phoneError('50-123-4567', uae)).toBe('phoneInvalid');
    expect(phoneError('5012345', uae)).toBe('phoneInvalid');
    expect(phoneError('591234567', uae)).toBe('phoneInvalid');
    expect(phoneError('٥٠١٢٣٤٥٦٧', uae)).toBe('phoneInvalid');
  });
  it('name: letters and whitespace only, in any script', () => {
    expect(nameError('')).toBe('nameRequired');
    expect(nameError('Layla Haddad')).toBeNull();
    expect(nameError('عمر الحربي')).toBeNull();
    expect(nameError('R2-D2')).toBe('nameInvalid');
    expect(nameError('<script>')).toBe('nameInvalid');
  });
  it('email', () => {
    expect(emailError('')).toBe('emailRequired');
    expect(emailError('layla@example.com')).toBeNull();
    expect(emailError('layla@')).toBe('emailInvalid');
  });
});

// The forms check without the schema library; the contract's schemas are built from the same
// rules (lib/contract/codes.ts), so both must agree on every value.
describe('the forms and the contract accept the same values', () => {
  const samples = [
    '',
    ' ',
    'layla@example.com',
    'a.b+c@d.co',
    '.a@b.co',
    'a..b@c.co',
    'a@b',
    'a@b.c',
    'x@-b.com',
    'Layla Haddad',
    'عمر الحربي',
    'R2-D2',
    ' Layla ',
    '50 123 4567',
    '0501234567',
    '123',
    '1234567890123456',
    '٥٠١٢٣٤٥٦٧',
    'a'.repeat(81),
    'Aisha Al-Mansoori',
    'عائشة آل منصور-الكعبي',
    'Saeed H. Hamad',
    'L',
    'Layla 😀',
  ];
  it.each(samples)('%j', (value) => {
    expect(emailError(value) === null).toBe(EmailSchema.safeParse(value).success);
    expect(nameError(value) === null).toBe(PersonNameSchema.safeParse(value).success);
    expect(phoneError(value) === null).toBe(PhoneNumberSchema.safeParse(value).success);
  });
});

// docs/product.md §5 Name: names as people write them, one rule for the browser, the BFF and the
// service (FIELD_RULES.name).
describe('the name rule', () => {
  it.each([
    'Aisha Al-Mansoori',
    'عائشة آل منصور-الكعبي',
    'Saeed H. Hamad',
    'Mary-Jane O’Neil',
    "D'Souza",
    'J.R. Smith',
    'Abdullah Jr.',
    'Zoë Ångström',
    'नेहा शर्मा',
    'Al',
    '  Layla Haddad  ',
  ])('accepts %j', (name) => {
    expect(nameError(name)).toBeNull();
    expect(PersonNameSchema.parse(name)).toBe(name.trim());
  });

  it.each([
    ['Layla 2', 'nameInvalid'],
    ['R2-D2', 'nameInvalid'],
    ['Layla 😀', 'nameInvalid'],
    ['L', 'nameInvalid'],
    ['-Layla', 'nameInvalid'],
    ['Layla--Haddad', 'nameInvalid'],
    ['Layla.-Haddad', 'nameInvalid'],
    ['<b>Layla</b>', 'nameInvalid'],
    ['a'.repeat(61), 'nameInvalid'],
    ['   ', 'nameRequired'],
  ])('refuses %j', (name, key) => {
    expect(nameError(name)).toBe(key);
    expect(PersonNameSchema.safeParse(name).success).toBe(false);
  });
});

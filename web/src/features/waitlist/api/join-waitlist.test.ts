import { waitlistEntrySchema } from '@/features/waitlist/api/join-waitlist';

const valid = { name: 'Kavya Nair', email: 'kavya@example.in', role: 'Founder', city: 'Kochi', bio: '', referral: '' };

const accepts = (changes: Partial<Record<keyof typeof valid, string>>) =>
  waitlistEntrySchema.safeParse({ ...valid, ...changes }).success;

describe('waitlistEntrySchema mirrors the server limits', () => {
  it('trims text and drops empty optional fields', () => {
    expect(waitlistEntrySchema.parse({ ...valid, name: '  Kavya Nair  ', email: ' kavya@example.in ' })).toEqual({
      name: 'Kavya Nair',
      email: 'kavya@example.in',
      role: 'Founder',
      city: 'Kochi',
      bio: undefined,
      referral: undefined,
    });
  });

  it.each([
    ['name', 100],
    ['city', 100],
    ['bio', 1000],
    ['referral', 64],
  ] as const)('accepts %s up to %i characters and refuses one more', (field, max) => {
    expect(accepts({ [field]: 'a'.repeat(max) })).toBe(true);
    expect(accepts({ [field]: 'a'.repeat(max + 1) })).toBe(false);
  });

  it('requires name and city after trimming', () => {
    expect(accepts({ name: '   ' })).toBe(false);
    expect(accepts({ city: '' })).toBe(false);
  });

  it('takes only Founder, Mentor or Investor', () => {
    for (const role of ['Founder', 'Mentor', 'Investor']) expect(accepts({ role })).toBe(true);
    expect(accepts({ role: 'founder' })).toBe(false);
  });

  it('refuses emails the server refuses', () => {
    expect(accepts({ email: 'not-an-email' })).toBe(false);
    expect(accepts({ email: 'a@b' })).toBe(false);
    expect(accepts({ email: `${'a'.repeat(65)}@example.in` })).toBe(false);
    expect(accepts({ email: `a@${'b'.repeat(64)}.in` })).toBe(false);
    expect(accepts({ email: `${'a'.repeat(64)}@example.in` })).toBe(true);
    expect(accepts({ email: `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(59)}.in` })).toBe(false);
  });
});

import { plural } from '@/lib/plural';

describe('plural', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(0, 'year', 'years')).toBe('0 years');
    expect(plural(12, 'person', 'people')).toBe('12 people');
  });
});

import { describe, expect, it } from 'vitest';

import { formatChequeRange, formatRupees } from '@/lib/rupees';

describe('formatRupees', () => {
  it('writes lakhs, crores and smaller amounts the Indian way', () => {
    expect(formatRupees(2_500_000)).toBe('₹25 L');
    expect(formatRupees(20_000_000)).toBe('₹2 Cr');
    expect(formatRupees(25_000_000)).toBe('₹2.5 Cr');
    expect(formatRupees(50_000)).toBe('₹50,000');
  });
});

describe('formatChequeRange', () => {
  it('joins both ends, or says the one given', () => {
    expect(formatChequeRange(2_500_000, 20_000_000)).toBe('₹25 L – ₹2 Cr');
    expect(formatChequeRange(2_500_000, null)).toBe('₹25 L+');
    expect(formatChequeRange(null, 20_000_000)).toBe('≤ ₹2 Cr');
    expect(formatChequeRange(null, null)).toBeNull();
  });
});

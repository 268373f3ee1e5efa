/** The network's headline numbers, as SPEC section 2 states them for the marketing screens. */
export const networkStats = [
  { value: '10,000+', label: 'Active founders' },
  { value: '500+', label: 'Investors' },
  { value: '1,000+', label: 'Successful matches' },
  { value: '50+', label: 'Cities' },
] as const;

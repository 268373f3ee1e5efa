/** The application's fixed choices (SPEC section 3), in the SPEC's order. */
export const industries = [
  'AI/ML',
  'Fintech',
  'Healthcare',
  'E-commerce',
  'SaaS',
  'Blockchain',
  'EdTech',
  'CleanTech',
  'Gaming',
  'Social Media',
  'IoT',
  'Cybersecurity',
] as const;

export const interests = [
  'Marketing',
  'Operations',
  'Design',
  'HR',
  'Product Development',
  'Sales',
  'Technology',
  'Legal',
  'Finance',
  'Fundraising',
] as const;

export const goals = [
  'Build Network',
  'Scale Business',
  'Product Feedback',
  'Raise Funding',
  'Find Mentor',
  'Enter New Markets',
  'Strategic Partnerships',
  'Find Co-founder',
] as const;

export const planIds = ['core', 'pro'] as const;

export type PlanId = (typeof planIds)[number];

export type Plan = { id: PlanId; name: string; price: string; features: readonly string[] };

export const plans: readonly Plan[] = [
  {
    id: 'core',
    name: 'Core',
    price: '₹999',
    features: ['Curated daily matches', 'Weekly collaboration posts', 'Smart introductions', 'Verified network access'],
  },
  {
    id: 'pro',
    name: 'Elite',
    price: '₹2,999',
    features: ['Unlimited connections', 'Priority matching', 'Profile amplification', 'Advanced analytics', 'Exclusive events'],
  },
];

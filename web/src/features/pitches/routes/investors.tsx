import { Briefcase } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function InvestorsRoute() {
  return (
    <ComingSoon
      eyebrow="Match"
      title="Find Your Investor"
      description="Investors whose focus, stage and cheque size fit your round."
      icon={Briefcase}
      highlights={['Search by name or focus area', 'Filter by industry', 'Send a pitch with your deck']}
    />
  );
}

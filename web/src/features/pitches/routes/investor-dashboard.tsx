import { Briefcase } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function InvestorDashboardRoute() {
  return (
    <ComingSoon
      eyebrow="Investor"
      title="Investor Dashboard"
      description="Vetted startups looking for capital, and the ones you have liked."
      icon={Briefcase}
      highlights={['Discover startups with their metrics', 'Like, skip and contact founders']}
    />
  );
}

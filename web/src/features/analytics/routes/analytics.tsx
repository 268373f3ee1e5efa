import { ChartNoAxesCombined } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function AnalyticsRoute() {
  return (
    <ComingSoon
      eyebrow="You"
      title="Analytics"
      description="How your network is growing over 7, 30 or 90 days."
      icon={ChartNoAxesCombined}
      highlights={['Connections, profile views, engagement, network reach', 'Top industries and recent activity', 'Performance metrics']}
    />
  );
}

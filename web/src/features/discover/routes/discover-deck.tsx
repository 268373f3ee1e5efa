import { Compass } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function DiscoverDeckRoute() {
  return (
    <ComingSoon
      eyebrow="Discover"
      title="Discover"
      description="Your daily deck of curated founders. Pass or Connect — by button, arrow key or swipe."
      icon={Compass}
      highlights={['Match percentage and the reason behind it', 'Skills, stage, team size and location', 'Pass or Connect']}
    />
  );
}

import { Handshake } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function CofoundersRoute() {
  return (
    <ComingSoon
      eyebrow="Match"
      title="Find Your Cofounder"
      description="One curated cofounder candidate at a time. Pass, or pitch them."
      icon={Handshake}
      highlights={['Search by name or skills', 'Filter by industry', 'Pitch with a personal message']}
    />
  );
}

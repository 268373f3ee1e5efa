import { Video } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function VirtualEventsRoute() {
  return (
    <ComingSoon
      eyebrow="Events"
      title="Virtual Events"
      description="Pitches, masterclasses, networking and mentorship sessions online."
      icon={Video}
      highlights={['Browse by category', 'Live sessions marked as they happen']}
    />
  );
}

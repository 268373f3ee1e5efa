import { CalendarDays } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function StartupEventsRoute() {
  return (
    <ComingSoon
      eyebrow="Events"
      title="Startup Events"
      description="Networking nights, pitch events, workshops and conferences."
      icon={CalendarDays}
      highlights={['Search and filter by type', 'Register with one click']}
    />
  );
}

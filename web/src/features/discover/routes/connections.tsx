import { Users } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function ConnectionsRoute() {
  return (
    <ComingSoon
      eyebrow="Network"
      title="Connections"
      description="Everyone you have connected with, searchable by name, company or industry."
      icon={Users}
      highlights={['Search by name, company or industry', 'Online status and last message']}
    />
  );
}

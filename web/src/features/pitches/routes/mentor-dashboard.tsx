import { GraduationCap } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function MentorDashboardRoute() {
  return (
    <ComingSoon
      eyebrow="Mentor"
      title="Mentor Dashboard"
      description="Mentorship requests from founders, and the mentees you already guide."
      icon={GraduationCap}
      highlights={['Pending requests and active mentees', 'Accept or decline requests', 'Next meetings and mentee progress']}
    />
  );
}

import { GraduationCap } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function MentorsRoute() {
  return (
    <ComingSoon
      eyebrow="Match"
      title="Find Your Mentor"
      description="Operators and experts who give their time to founders worth it."
      icon={GraduationCap}
      highlights={['Search by name or expertise', 'Filter by industry', 'Apply for mentorship']}
    />
  );
}

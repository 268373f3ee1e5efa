import { UserRound } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function ProfileRoute() {
  return (
    <ComingSoon
      eyebrow="You"
      title="Profile"
      description="How other members see you — and where you edit it."
      icon={UserRound}
      highlights={['About, industry and location', 'Experience, education and skills', 'Interests, social links and profile stats']}
    />
  );
}

import { UserRound } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function OnboardingStep1Route() {
  return (
    <ComingSoon
      eyebrow="Application · Step 1 of 4"
      title="Welcome"
      description="Start your application with your name, email and LinkedIn profile."
      icon={UserRound}
      highlights={['First and last name', 'Email address', 'LinkedIn profile URL (optional)', '25% of the way there']}
    />
  );
}

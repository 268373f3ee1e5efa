import { Crown } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function OnboardingStep4Route() {
  return (
    <ComingSoon
      eyebrow="Application · Step 4 of 4"
      title="Choose Your Membership"
      description="Pick a plan and submit your application for review."
      icon={Crown}
      highlights={['Core — ₹999 per month', 'Elite — ₹2,999 per month', 'Reviewed personally by our team']}
    />
  );
}

import { Sparkles } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function OnboardingWelcomeRoute() {
  return (
    <ComingSoon
      eyebrow="Onboarding"
      title="Welcome to Sangam"
      description="Your first stop after an invitation: what Sangam offers, and the role picker that takes you to your dashboard."
      icon={Sparkles}
      highlights={['Find a co-founder, meet investors, get mentored, scale your network', 'Choose Founder, Mentor or Investor', 'Picks up where you left off']}
    />
  );
}

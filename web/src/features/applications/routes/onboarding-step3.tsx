import { Target } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function OnboardingStep3Route() {
  return (
    <ComingSoon
      eyebrow="Application · Step 3 of 4"
      title="Interests & Goals"
      description="Choose what you care about and what you want from the network."
      icon={Target}
      highlights={['Ten interests to choose from', 'Eight goals, from raising funding to finding a co-founder']}
    />
  );
}

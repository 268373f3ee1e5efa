import { Building2 } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function OnboardingStep2Route() {
  return (
    <ComingSoon
      eyebrow="Application · Step 2 of 4"
      title="Your Venture"
      description="Tell us about the company you are building."
      icon={Building2}
      highlights={['Company name and your role', 'Industry, one of twelve', 'A short bio']}
    />
  );
}

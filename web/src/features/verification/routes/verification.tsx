import { BadgeCheck } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function VerificationRoute() {
  return (
    <ComingSoon
      eyebrow="Trust"
      title="Verification"
      description="Six steps to a fully verified profile and the trust badge that comes with it."
      icon={BadgeCheck}
      highlights={['Email, phone, LinkedIn, company, identity and video', 'Trust badge and priority matching']}
    />
  );
}

import { KeyRound } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function PasswordSetupRoute() {
  return (
    <ComingSoon
      eyebrow="Members"
      title="Set Your Password"
      description="Approved founders choose a password on their first sign-in, from the link in their invitation email."
      icon={KeyRound}
      highlights={['At least 6 characters', 'Confirmed twice']}
    />
  );
}

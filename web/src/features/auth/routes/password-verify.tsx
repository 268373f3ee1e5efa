import { LockKeyhole } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function PasswordVerifyRoute() {
  return (
    <ComingSoon
      eyebrow="Members"
      title="Enter Password"
      description="Confirm your password to finish signing in."
      icon={LockKeyhole}
      highlights={['Your pending email, read-only', 'Sign In or Use Different Email']}
    />
  );
}

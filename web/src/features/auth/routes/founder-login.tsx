import { ArrowLeft, LogIn } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';

export function FounderLoginRoute() {
  return (
    <ComingSoon
      eyebrow="Members"
      title="Founder Login"
      description="Approved founders sign in here with their email."
      icon={LogIn}
      highlights={['Sign in with your email', 'First-time members set a password']}
      actions={
        <>
          <ButtonLink to={paths.onboarding.step1.getHref()}>Apply to Join</ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="ghost">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </ButtonLink>
        </>
      }
    />
  );
}

import { ArrowLeft, MailCheck } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';

export function ApplicationSubmittedRoute() {
  return (
    <ComingSoon
      eyebrow="Application"
      title="Application Submitted"
      description="Your profile is under review. We will email you once it is approved."
      icon={MailCheck}
      actions={
        <ButtonLink to={paths.home.getHref()} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </ButtonLink>
      }
    />
  );
}

import { ArrowLeft } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function BackToLogin() {
  return (
    <ButtonLink to={paths.auth.founderLogin.getHref()} variant="ghost" className="self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Login
    </ButtonLink>
  );
}

import { ArrowLeft } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
export function BackToLogin({ to }: { to: string }) {
  return (
    <ButtonLink to={to} variant="ghost" className="self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Login
    </ButtonLink>
  );
}

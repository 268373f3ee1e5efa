import { ArrowLeft, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { ScreenCard } from '@/components/ui/screen-card';
import { paths } from '@/config/paths';
import { applicationsNs } from '@/features/applications/i18n';

export function ApplicationSubmittedRoute() {
  const { t } = useTranslation(applicationsNs);
  return (
    <ScreenCard title="Application Submitted" eyebrow="Application" icon={MailCheck}>
      <div className="flex flex-col gap-3 text-base leading-relaxed text-ink-300">
        <p>Thank you for applying. Your profile is now under review by our team.</p>
        <p>We will email you once it is approved, with a secure link to set your password and sign in.</p>
        <p>{t('answers.acknowledged')}</p>
      </div>
      <div>
        <ButtonLink to={paths.home.getHref()} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </ButtonLink>
      </div>
    </ScreenCard>
  );
}

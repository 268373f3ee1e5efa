import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { ScreenCard } from '@/components/ui/screen-card';
import { paths } from '@/config/paths';

/** A dashboard opened by a member of another kind (403): says whose page it is and leads home. */
export function NotForYou({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('ui');
  return (
    <ScreenCard title={title} icon={ShieldAlert} description={message}>
      <ButtonLink to={paths.founder.discover.getHref()} variant="secondary" className="self-start">
        {t('goToDiscover')}
      </ButtonLink>
    </ScreenCard>
  );
}

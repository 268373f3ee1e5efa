import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { ScreenCard } from '@/components/ui/screen-card';
import { paths } from '@/config/paths';

/**
 * A dashboard opened by a member of another kind (403): says whose page it is and leads home, or,
 * with `askFor` (a kind the member is not approved as), to /settings where they ask for it.
 */
export function NotForYou({ title, message, askFor }: { title: string; message: string; askFor?: 'Mentor' | 'Investor' | undefined }) {
  const { t } = useTranslation('ui');
  return (
    <ScreenCard title={title} icon={ShieldAlert} description={message}>
      <div className="flex flex-wrap gap-2">
        {askFor ? (
          <ButtonLink to={`${paths.founder.settings.getHref()}?${new URLSearchParams({ ask: askFor }).toString()}#kinds`} className="self-start">
            {t('askInSettings')}
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.founder.discover.getHref()} variant="secondary" className="self-start">
          {t('goToDiscover')}
        </ButtonLink>
      </div>
    </ScreenCard>
  );
}

import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';
import { paths } from '@/config/paths';
import { confirmEmailChange } from '@/features/profiles/api/settings';
import { settingsNs } from '@/features/profiles/i18n';
import { ApiError } from '@/lib/api-client';

/** Where the link sent to a new sign-in address lands: it carries out the change. */
export function ConfirmEmailRoute() {
  const { t } = useTranslation(settingsNs);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({ mutationFn: confirmEmailChange });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const failed = !token || confirm.isError;
  return (
    <ScreenCard title={t('confirmEmail.title')} icon={MailCheck}>
      {confirm.isSuccess ? <Notice tone="success">{t('confirmEmail.done', { email: confirm.data.email })}</Notice> : null}
      {failed ? (
        <Notice tone="error">{confirm.error instanceof ApiError && confirm.error.status === 409 ? confirm.error.message : t('confirmEmail.invalid')}</Notice>
      ) : null}
      {!confirm.isSuccess && !failed ? <p className="text-ink-300">{t('confirmEmail.working')}</p> : null}
      <ButtonLink to={paths.auth.founderLogin.getHref()} variant="secondary">
        {t('confirmEmail.signIn')}
      </ButtonLink>
    </ScreenCard>
  );
}

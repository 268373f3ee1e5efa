import { ArrowRight, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, InputField, useZodForm } from '@/components/ui/form';
import { Notice } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';
import { paths } from '@/config/paths';
import { useInvite, type Invitation } from '@/features/waitlist/api/get-invite';
import { waitlistNs } from '@/features/waitlist/i18n';
import { inviteCodeOf } from '@/features/waitlist/lib/invite-code';
import { startInvitedApplication } from '@/features/waitlist/lib/invite-drafts';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-time';

const refusals = ['invite_unknown', 'invite_used', 'invite_expired', 'invite_withdrawn'] as const;

function refusalKey(error: Error) {
  const code = error instanceof ApiError ? error.code : '';
  return (refusals as readonly string[]).includes(code) ? (code as (typeof refusals)[number]) : 'other';
}

function Welcome({ code, invitation }: { code: string; invitation: Invitation }) {
  const { t } = useTranslation(waitlistNs);
  const navigate = useNavigate();
  const start = () => {
    startInvitedApplication(code, invitation);
    void navigate(paths.onboarding.step1.getHref());
  };
  return (
    <div className="flex flex-col gap-4">
      {invitation.invitedBy ? (
        <>
          <h2 className="font-display text-2xl text-ivory">{t('invite.invitedBy', { name: invitation.invitedBy })}</h2>
          {invitation.note ? <p className="text-sm leading-relaxed text-ivory">{t('invite.note', { name: invitation.invitedBy, note: invitation.note })}</p> : null}
          <p className="text-sm leading-relaxed text-ink-300">{t('invite.validInvited', { date: formatDate(invitation.expiresAt) })}</p>
        </>
      ) : (
        <>
          <h2 className="font-display text-2xl text-ivory">{t('invite.welcome', { name: invitation.name })}</h2>
          <p className="text-sm leading-relaxed text-ink-300">{t('invite.valid', { date: formatDate(invitation.expiresAt) })}</p>
        </>
      )}
      <Button size="lg" className="w-full" onClick={start}>
        {t('invite.start')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/**
 * /invite (beyond the SPEC): "I have an invite". The e-mailed link (/invite?code=…) lands here;
 * without a code, the invitation's link or code is pasted. A good one starts the application
 * prefilled, and the submission sends the code (docs/waitlist.md).
 */
export function InviteRoute() {
  const { t } = useTranslation(waitlistNs);
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const invite = useInvite(code);
  const [pasteError, setPasteError] = useState<string | null>(null);
  const schema = z.object({ pasted: z.string() });
  const form = useZodForm(schema, { defaultValues: { pasted: '' } });

  const onSubmit = ({ pasted }: z.output<typeof schema>) => {
    const found = inviteCodeOf(pasted);
    setPasteError(found ? null : t('invite.codeMissing'));
    if (found) setSearchParams({ code: found });
  };

  return (
    <ScreenCard title={t('invite.title')} eyebrow={t('invite.eyebrow')} description={invite.data ? undefined : t('invite.description')} icon={MailOpen}>
      {invite.data ? (
        <Welcome code={code} invitation={invite.data} />
      ) : (
        <Form form={form} onSubmit={onSubmit} aria-label={t('invite.title')} aria-busy={invite.isFetching} className="flex flex-col gap-5">
          {invite.isError ? <Notice tone="error">❌ {t(`invite.failed.${refusalKey(invite.error)}`)}</Notice> : null}
          <InputField name="pasted" label={t('invite.codeLabel')} placeholder={t('invite.codePlaceholder')} autoComplete="off" />
          {pasteError ? <Notice tone="error">❌ {pasteError}</Notice> : null}
          <Button type="submit" size="lg" disabled={invite.isFetching} className="w-full">
            {invite.isFetching ? t('invite.checking') : t('invite.check')}
          </Button>
          <p className="text-center text-sm text-ink-300">
            {t('invite.noInvite')}{' '}
            <Link to={paths.marketing.getHref()} className="text-gold-300 hover:text-gold-200">
              {t('invite.joinWaitlist')}
            </Link>
          </p>
        </Form>
      )}
    </ScreenCard>
  );
}

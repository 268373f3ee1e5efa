import { useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { ChangeConfirmation, type ChangeDetail } from '@/components/ui/change-confirmation';
import { paths } from '@/config/paths';
import { useConfirmWaitlistChange } from '@/features/waitlist/api/confirm-waitlist-change';
import { useWaitlistChange, type WaitlistChange } from '@/features/waitlist/api/get-waitlist-change';
import { changeConfirmationState } from '@/lib/change-confirmation';

const confirmedMessage = "✅ Your waitlist entry has been updated. We'll be in touch soon.";

function detailsOf({ proposed }: WaitlistChange): ChangeDetail[] {
  return [
    { label: 'Full name', value: proposed.name },
    { label: 'Email', value: proposed.email },
    { label: 'Joining as', value: proposed.role },
    { label: 'City', value: proposed.city },
    { label: 'About you', value: proposed.bio ?? null },
    { label: 'Referral code', value: proposed.referral ?? null },
  ];
}

/** /waitlist/confirm?token=…: the owner of an address confirms new details for their waitlist entry. */
export function ConfirmWaitlistChangeRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const change = useWaitlistChange(token);
  const confirm = useConfirmWaitlistChange();
  const state = changeConfirmationState(token, change, confirm, confirmedMessage);

  return (
    <ChangeConfirmation
      title="Confirm changes to your waitlist entry"
      eyebrow="Waitlist"
      explanation={
        <>
          <p>
            Someone, we hope you, joined the Sangam waitlist again with the email address below and sent new details. Nothing has
            been changed yet.
          </p>
          <p>
            If these are your details, confirm them: they replace the ones on your entry, and your place on the list stays. If you did
            not send them, close this page and your entry stays as it is.
          </p>
        </>
      }
      details={change.data ? detailsOf(change.data) : undefined}
      phase={state.phase}
      message={state.message}
      onConfirm={() => confirm.mutate(token)}
      onRetry={() => void change.refetch()}
      next={
        <ButtonLink to={paths.marketing.getHref()} variant="secondary">
          Back to Sangam
        </ButtonLink>
      }
    />
  );
}

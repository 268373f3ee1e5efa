import { useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { ChangeConfirmation, type ChangeDetail } from '@/components/ui/change-confirmation';
import { paths } from '@/config/paths';
import { useConfirmApplicationChange } from '@/features/applications/api/confirm-application-change';
import { useApplicationChange, type ApplicationChange } from '@/features/applications/api/get-application-change';
import { plans } from '@/features/applications/lib/options';
import { ApiError } from '@/lib/api-client';
import { changeConfirmationState } from '@/lib/change-confirmation';

const confirmedMessage = '✅ Your application has been updated. It is pending review, and we will email you once it is approved.';
const approvedMessage = '❌ Your application has already been approved, so it was not changed.';

function detailsOf({ proposed }: ApplicationChange): ChangeDetail[] {
  return [
    { label: 'Name', value: `${proposed.firstName} ${proposed.lastName}` },
    { label: 'Email', value: proposed.email },
    { label: 'LinkedIn profile', value: proposed.linkedinUrl },
    { label: 'Company', value: proposed.company },
    { label: 'Role', value: proposed.role },
    { label: 'Industry', value: proposed.industry },
    { label: 'Bio', value: proposed.bio },
    { label: 'Interests', value: proposed.interests.join(', ') },
    { label: 'Goals', value: proposed.goals.join(', ') },
    { label: 'Plan', value: plans.find((plan) => plan.id === proposed.plan)?.name ?? proposed.plan },
  ];
}

/** /apply/confirm?token=…: the owner of an address confirms a second application sent with it. */
export function ConfirmApplicationChangeRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const change = useApplicationChange(token);
  const confirm = useConfirmApplicationChange();

  const approvedMeanwhile = confirm.error instanceof ApiError && confirm.error.code === 'already_approved';
  const state = approvedMeanwhile
    ? { phase: 'closed' as const, message: approvedMessage }
    : changeConfirmationState(token, change, confirm, confirmedMessage);

  return (
    <ChangeConfirmation
      title="Confirm changes to your application"
      eyebrow="Application"
      explanation={
        <>
          <p>
            Someone, we hope you, sent Sangam a new application with the email address below, which already has an application with
            us. Nothing has been changed yet.
          </p>
          <p>
            If these are your details, confirm them: they replace the application we have, which then waits for review. If you did
            not send them, close this page and your application stays as it is.
          </p>
        </>
      }
      details={change.data ? detailsOf(change.data) : undefined}
      phase={state.phase}
      message={state.message}
      onConfirm={() => confirm.mutate(token)}
      onRetry={() => void change.refetch()}
      closedNote={approvedMeanwhile ? 'Sign in to use your membership.' : undefined}
      next={
        approvedMeanwhile ? (
          <ButtonLink to={paths.auth.founderLogin.getHref()}>Founder Login</ButtonLink>
        ) : (
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            Back to Home
          </ButtonLink>
        )
      }
    />
  );
}

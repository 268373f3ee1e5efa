import type { TFunction } from 'i18next';
import { Crown, Send } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useSubmitApplication } from '@/features/applications/api/submit-application';
import { OnboardingStep } from '@/features/applications/components/onboarding-step';
import { PlanPicker } from '@/features/applications/components/plan-picker';
import { StepNavigation } from '@/features/applications/components/step-navigation';
import { applicationsNs } from '@/features/applications/i18n';
import { toApplicationRequest } from '@/features/applications/lib/application-payload';
import { clearDrafts, readDraft } from '@/features/applications/lib/onboarding-draft';
import { ApiError } from '@/lib/api-client';
import { readSession, removeSession } from '@/lib/session';
import { useNavigateAfter } from '@/lib/use-navigate-after';

const applicationMessages = { submitted: '✅ Application submitted!' } as const;

/** How long the success message stays before /success (SPEC section 9). */
const successDelayMs = 1500;

const planSchema = z.object({ plan: z.enum(['core', 'pro']).nullable() });

const fieldLabels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  linkedinUrl: 'LinkedIn profile URL',
  company: 'Company name',
  role: 'Role',
  industry: 'Industry',
  bio: 'Bio',
  interests: 'Interests',
  goals: 'Goals',
  plan: 'Plan',
};

/** A rejected address that applies before its wait is over: the day, in the reader's language. */
function tooEarlyMessage(error: ApiError, t: TFunction<typeof applicationsNs>, language: string): string {
  const day = error.fields.reapplyFrom ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : day;
  return `❌ ${t('answers.reapplyTooEarly', { date })}`;
}

const isTooEarly = (error: Error): error is ApiError => error instanceof ApiError && error.code === 'reapply_too_early';

function failureMessage(error: Error): string {
  return error instanceof ApiError ? `❌ ${error.message}` : `🔥 ${error.message}`;
}

function Step4Form() {
  // An invitation from the waitlist (/invite) goes with the application; one that cannot be used can be dropped.
  const [invite, setInvite] = useState(() => readSession('onboarding_invite'));
  const [drafts] = useState(() => ({
    step1: readDraft('onboarding_step1'),
    step2: readDraft('onboarding_step2'),
    step3: readDraft('onboarding_step3'),
  }));
  const { t, i18n } = useTranslation(applicationsNs);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Array<[string, string]>>([]);
  const [submitted, setSubmitted] = useState(false);
  const navigateAfter = useNavigateAfter();
  const submitApplication = useSubmitApplication();
  const form = useZodForm(planSchema, { defaultValues: { plan: null } });
  const plan = useWatch({ control: form.control, name: 'plan' });

  const onSubmit = ({ plan: chosen }: z.output<typeof planSchema>) => {
    if (!chosen) return;
    setMessage(null);
    setFieldErrors([]);
    const request = toApplicationRequest(drafts, chosen);
    submitApplication.mutate(invite ? { ...request, invite } : request, {
      onSuccess: () => {
        setSubmitted(true);
        setMessage(applicationMessages.submitted);
        clearDrafts();
        navigateAfter(paths.onboarding.success.getHref(), successDelayMs);
      },
      onError: (error) => {
        if (isTooEarly(error)) return setMessage(tooEarlyMessage(error, t, i18n.language));
        setMessage(failureMessage(error));
        if (error instanceof ApiError) setFieldErrors(Object.entries(error.fields));
      },
    });
  };

  const submitting = submitApplication.isPending;

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Step 4: membership" aria-busy={submitting} className="flex flex-col gap-6">
      <PlanPicker name="plan" />
      <div className="flex flex-col gap-2">
        <StatusMessage message={message} />
        {fieldErrors.length > 0 ? (
          <ul className="flex flex-col gap-1 px-1 text-sm text-rose-200">
            {fieldErrors.map(([field, fieldMessage]) => (
              <li key={field}>
                {fieldLabels[field] ?? field}: {fieldMessage}
              </li>
            ))}
          </ul>
        ) : null}
        {invite && submitApplication.error instanceof ApiError && submitApplication.error.code.startsWith('invite_') ? (
          <Button
            variant="ghost"
            size="sm"
            className="w-fit"
            onClick={() => {
              removeSession('onboarding_invite');
              setInvite('');
              setMessage(null);
              setFieldErrors([]);
            }}
          >
            Apply without the invitation
          </Button>
        ) : null}
      </div>
      {/* The server records this consent with the notice's version (docs/privacy.md). */}
      <p className="text-xs leading-relaxed text-ink-300">
        By submitting, you agree that Sangam keeps the details of this application to review it and, once you are approved, to run your membership (privacy notice of 26 November 2026, under India's
        DPDP Act 2023). You can export or erase your data from Settings at any time.
      </p>
      <StepNavigation
        backTo={paths.onboarding.step3.getHref()}
        nextDisabled={!plan || submitting || submitted}
        nextLabel={
          submitting ? (
            'Submitting...'
          ) : (
            <>
              Submit
              <Send aria-hidden="true" className="size-4" />
            </>
          )
        }
      />
    </Form>
  );
}

export function OnboardingStep4Route() {
  const [hasInterests] = useState(() => readDraft('onboarding_step3') !== null);
  if (!hasInterests) return <Navigate to={paths.onboarding.step1.getHref()} replace />;
  return (
    <OnboardingStep step={4} title="Choose Your Membership" description="Pick a plan and submit your application for review." icon={Crown}>
      <Step4Form />
    </OnboardingStep>
  );
}

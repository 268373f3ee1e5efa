import { UserRound } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';

import { Form, InputField, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { OnboardingStep } from '@/features/applications/components/onboarding-step';
import { StepNavigation } from '@/features/applications/components/step-navigation';
import { readDraft, saveDraft, type Step1Draft } from '@/features/applications/lib/onboarding-draft';

// SPEC section 5: no message text on this step; the email and URL inputs' own types do the checking.
const step1Schema = z.object({
  firstName: z.string().trim(),
  lastName: z.string().trim(),
  email: z.string().trim(),
  linkedinUrl: z.string().trim(),
});

const emptyStep1: Step1Draft = { firstName: '', lastName: '', email: '', linkedinUrl: '' };

export function OnboardingStep1Route() {
  const navigate = useNavigate();
  const form = useZodForm(step1Schema, { defaultValues: readDraft('onboarding_step1') ?? emptyStep1 });
  const [firstName, lastName, email] = useWatch({ control: form.control, name: ['firstName', 'lastName', 'email'] });
  const complete = [firstName, lastName, email].every((value) => value.trim() !== '');

  const onSubmit = (draft: Step1Draft) => {
    saveDraft('onboarding_step1', draft);
    void navigate(paths.onboarding.step2.getHref());
  };

  return (
    <OnboardingStep step={1} title="Welcome" description="Let’s start with who you are." icon={UserRound}>
      <Form form={form} onSubmit={onSubmit} noValidate={false} aria-label="Step 1: about you" className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField name="firstName" label="First name" autoComplete="given-name" placeholder="Aarav" />
          <InputField name="lastName" label="Last name" autoComplete="family-name" placeholder="Mehta" />
        </div>
        <InputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="aarav@startup.in" />
        <InputField
          name="linkedinUrl"
          label="LinkedIn profile URL"
          optional
          type="url"
          autoComplete="url"
          placeholder="https://www.linkedin.com/in/aarav-mehta"
        />
        <StepNavigation backTo={paths.home.getHref()} nextDisabled={!complete} />
      </Form>
      {/* Beyond the SPEC: the landing page's "I have an invite" leads here (SPEC section 2); an invitation from the waitlist is entered on /invite. */}
      <p className="mt-6 text-center text-sm text-ink-300">
        Invited from the waitlist?{' '}
        <Link to={paths.invite.getHref()} className="font-medium text-gold-300 underline-offset-4 hover:underline">
          Enter your invitation code
        </Link>
      </p>
    </OnboardingStep>
  );
}

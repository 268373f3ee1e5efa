import { Building2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';

import { Form, InputField, SelectField, TextareaField, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { ChoiceGroup } from '@/features/applications/components/choice-group';
import { OnboardingStep } from '@/features/applications/components/onboarding-step';
import { StepNavigation } from '@/features/applications/components/step-navigation';
import { readDraft, saveDraft, type Step2Draft } from '@/features/applications/lib/onboarding-draft';
import { industries } from '@/features/applications/lib/options';
import { founderStages } from '@/lib/founder-stages';

const step2Schema = z.object({
  company: z.string().trim(),
  role: z.string().trim(),
  // An unchosen radio group reads as null in react-hook-form.
  industry: z.string().nullable().transform((industry) => industry ?? ''),
  bio: z.string().trim(),
  fundingStage: z.string(),
  teamSize: z
    .string()
    .trim()
    .refine((size) => size === '' || (/^\d+$/.test(size) && Number(size) >= 1 && Number(size) <= 10000), 'Enter a whole number from 1 to 10000.'),
});

const emptyStep2: Step2Draft = { company: '', role: '', industry: '', bio: '', fundingStage: '', teamSize: '' };
const stageOptions = [{ value: '', label: 'Not yet decided' }, ...founderStages.map((stage) => ({ value: stage, label: stage }))];

function Step2Form() {
  const navigate = useNavigate();
  const form = useZodForm(step2Schema, { defaultValues: readDraft('onboarding_step2') ?? emptyStep2 });
  const [company, role, industry] = useWatch({ control: form.control, name: ['company', 'role', 'industry'] });
  const complete = company.trim() !== '' && role.trim() !== '' && Boolean(industry);

  const onSubmit = (draft: Step2Draft) => {
    saveDraft('onboarding_step2', draft);
    void navigate(paths.onboarding.step3.getHref());
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Step 2: your venture" className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="company" label="Company name" autoComplete="organization" placeholder="Kirana Labs" />
        <InputField name="role" label="Your role" autoComplete="organization-title" placeholder="Co-founder & CEO" />
      </div>
      <ChoiceGroup name="industry" legend="Industry" hint="Choose one." options={industries} type="radio" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField name="fundingStage" label="Funding stage" optional options={stageOptions} />
        <InputField name="teamSize" label="Team size" optional type="number" inputMode="numeric" min={1} max={10000} step={1} placeholder="6" />
      </div>
      <TextareaField name="bio" label="Short bio" optional rows={3} placeholder="What are you building, and why now?" />
      <StepNavigation backTo={paths.onboarding.step1.getHref()} nextDisabled={!complete} />
    </Form>
  );
}

export function OnboardingStep2Route() {
  if (!readDraft('onboarding_step1')) return <Navigate to={paths.onboarding.step1.getHref()} replace />;
  return (
    <OnboardingStep step={2} title="Your Venture" description="Tell us about the company you are building." icon={Building2}>
      <Step2Form />
    </OnboardingStep>
  );
}

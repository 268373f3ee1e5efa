import { Target } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';

import { Form, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { ChoiceGroup } from '@/features/applications/components/choice-group';
import { OnboardingStep } from '@/features/applications/components/onboarding-step';
import { StepNavigation } from '@/features/applications/components/step-navigation';
import { readDraft, saveDraft, type Step3Draft } from '@/features/applications/lib/onboarding-draft';
import { goals, interests } from '@/features/applications/lib/options';

// react-hook-form reads a checkbox group with nothing ticked as false.
const choices = z.union([z.array(z.string()), z.literal(false)]).transform((picked) => picked || []);
const step3Schema = z.object({ interests: choices, goals: choices });

const emptyStep3: Step3Draft = { interests: [], goals: [] };

const countOf = (picked: string[] | false | undefined) => (picked ? picked.length : 0);

function Step3Form() {
  const navigate = useNavigate();
  const form = useZodForm(step3Schema, { defaultValues: readDraft('onboarding_step3') ?? emptyStep3 });
  const [pickedInterests, pickedGoals] = useWatch({ control: form.control, name: ['interests', 'goals'] });
  const complete = countOf(pickedInterests) > 0 && countOf(pickedGoals) > 0;

  const onSubmit = (draft: Step3Draft) => {
    saveDraft('onboarding_step3', draft);
    void navigate(paths.onboarding.step4.getHref());
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Step 3: interests and goals" className="flex flex-col gap-7">
      <ChoiceGroup name="interests" legend="Interests" hint="Choose as many as you like." options={interests} type="checkbox" />
      <ChoiceGroup name="goals" legend="Goals" hint="What do you want from Sangam?" options={goals} type="checkbox" />
      <StepNavigation backTo={paths.onboarding.step2.getHref()} nextDisabled={!complete} />
    </Form>
  );
}

export function OnboardingStep3Route() {
  if (!readDraft('onboarding_step2')) return <Navigate to={paths.onboarding.step1.getHref()} replace />;
  return (
    <OnboardingStep step={3} title="Interests & Goals" description="Choose what you care about and what you want from the network." icon={Target}>
      <Step3Form />
    </OnboardingStep>
  );
}

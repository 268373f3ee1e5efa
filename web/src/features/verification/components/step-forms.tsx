import { useTranslation } from 'react-i18next';

import type { StepId, Verification } from '@/features/verification/api/get-verification';
import { CompanyForm } from '@/features/verification/components/company-form';
import { FormPanel } from '@/features/verification/components/form-panel';
import { IdentityForm } from '@/features/verification/components/identity-form';
import { LinkedinForm } from '@/features/verification/components/linkedin-form';
import { PhoneForm } from '@/features/verification/components/phone-form';
import { VideoForm } from '@/features/verification/components/video-form';
import { verificationNs } from '@/features/verification/i18n';
import { currentStepAfter, formAt, type StepForm } from '@/features/verification/lib/current-step';

type StepFormsProps = {
  verification: Verification;
  /** The SPEC's current-step value (lib/current-step.ts): which form shows, if any. */
  currentStep: number;
  phoneOpen: boolean;
  onCurrentStep: (value: number) => void;
  /** A form went through: its message for the screen's notice. */
  onSent: (message: string) => void;
  onClose: () => void;
};

/** The form the current-step value points at (2 LinkedIn, 3 company, 4 identity, 5 video), or the phone panel, or nothing. */
export function StepForms({ verification, currentStep, phoneOpen, onCurrentStep, onSent, onClose }: StepFormsProps) {
  const { t } = useTranslation(verificationNs);
  const stepOf = (id: StepId) => verification.steps.find((step) => step.id === id);
  // Each form that goes through hands over to the value the SPEC gives it: LinkedIn → 3, company → 4, a file → 5.
  const handOver = (form: StepForm) => (message: string) => {
    onSent(message);
    onCurrentStep(currentStepAfter[form]);
  };

  if (phoneOpen) {
    return (
      <FormPanel title={t('forms.phone.title')} lead={t('forms.phone.lead')} onClose={onClose}>
        <PhoneForm
          step={stepOf('phone')}
          onVerified={(message) => {
            onSent(message);
            onClose();
          }}
        />
      </FormPanel>
    );
  }

  const form = formAt(currentStep);
  if (!form) return null;
  const lead = t(`forms.${form}.lead`);
  return (
    <FormPanel key={form} title={t(`forms.${form}.title`)} lead={lead} onClose={onClose}>
      {form === 'linkedin' ? <LinkedinForm step={stepOf('linkedin')} onSent={handOver('linkedin')} /> : null}
      {form === 'company' ? <CompanyForm step={stepOf('company')} onSent={handOver('company')} /> : null}
      {form === 'identity' ? <IdentityForm onSent={handOver('identity')} /> : null}
      {form === 'video' ? <VideoForm onBooked={handOver('video')} /> : null}
    </FormPanel>
  );
}

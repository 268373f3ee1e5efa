import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadFailed } from '@/components/ui/load-failed';
import { StatusMessage } from '@/components/ui/notice';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { useVerification, type StepId, type Verification } from '@/features/verification/api/get-verification';
import { BenefitsPanel } from '@/features/verification/components/benefits-panel';
import { LazyStepForms } from '@/features/verification/components/lazy-step-forms';
import { ProgressCard } from '@/features/verification/components/progress-card';
import { StepCard } from '@/features/verification/components/step-card';
import { verificationNs } from '@/features/verification/i18n';
import { currentStepOpening, initialCurrentStep } from '@/features/verification/lib/current-step';

/** /verification: six steps to a fully verified profile, each real on the server (SPEC sections 2 and 4, docs/verification.md). */
export function VerificationRoute() {
  const { t } = useTranslation(verificationNs);
  const verification = useVerification();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <ScreenHeading eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {verification.data ? (
        <VerificationBody verification={verification.data} />
      ) : verification.isError ? (
        <LoadFailed what={t('what')} onRetry={() => void verification.refetch()} />
      ) : (
        <div aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-5">
          <div className="h-40 animate-pulse rounded-3xl bg-ink-900/70" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="h-44 animate-pulse rounded-2xl bg-ink-900/70" />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function VerificationBody({ verification }: { verification: Verification }) {
  const { t } = useTranslation(verificationNs);
  // The SPEC's current-step value (lib/current-step.ts): it starts at 0, so no form shows at first.
  const [currentStep, setCurrentStep] = useState(initialCurrentStep);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const start = (id: StepId) => {
    setNotice(null);
    setPhoneOpen(id === 'phone');
    setCurrentStep(currentStepOpening[id] ?? initialCurrentStep);
  };
  const close = () => {
    setPhoneOpen(false);
    setCurrentStep(initialCurrentStep);
  };

  return (
    <div className="@container flex flex-col gap-5">
      <ProgressCard verification={verification} />
      <section aria-labelledby="verification-steps">
        <h2 id="verification-steps" className="sr-only">
          {t('steps.label')}
        </h2>
        <ol className="grid gap-4 @xl:grid-cols-2 @5xl:grid-cols-3">
          {verification.steps.map((step, index) => (
            <li key={step.id}>
              <StepCard step={step} number={index + 1} onAction={start} />
            </li>
          ))}
        </ol>
      </section>
      <StatusMessage message={notice} />
      <LazyStepForms verification={verification} currentStep={currentStep} phoneOpen={phoneOpen} onCurrentStep={setCurrentStep} onSent={setNotice} onClose={close} />
      <BenefitsPanel />
    </div>
  );
}

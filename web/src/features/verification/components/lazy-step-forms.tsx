import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { verificationNs } from '@/features/verification/i18n';

// The forms bring react-hook-form and zod (~15 kB): they load when a step's action is pointed at,
// focused or pressed, not with the screen, where no form shows at first (the value starts at 0).
const loadStepForms = () => import('@/features/verification/components/step-forms');
const StepForms = lazy(() => loadStepForms().then((module) => ({ default: module.StepForms })));

/** Spread on the buttons that open a form. */
export const prefetchStepForms = {
  onPointerEnter: () => void loadStepForms().catch(() => {}),
  onFocus: () => void loadStepForms().catch(() => {}),
};

/** StepForms, loaded on first use. */
export function LazyStepForms(props: ComponentProps<typeof StepForms>) {
  const { t } = useTranslation(verificationNs);
  if (!props.phoneOpen && props.currentStep === 0) return null;
  return (
    <Suspense fallback={<div aria-busy="true" aria-label={t('forms.loading')} className="h-64 animate-pulse rounded-3xl bg-ink-900/70" />}>
      <StepForms {...props} />
    </Suspense>
  );
}

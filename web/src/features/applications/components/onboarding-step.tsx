import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { ScreenCard } from '@/components/ui/screen-card';

const stepCount = 4;

function StepProgress({ step }: { step: number }) {
  const percent = Math.round((step / stepCount) * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between text-xs font-medium tracking-wide text-ink-300">
        <span>
          Step {step} of {stepCount}
        </span>
        <span className="text-gold-300">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-ink-700"
      >
        <div className="h-full rounded-full bg-linear-to-r from-gold-400 to-saffron-400 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

type OnboardingStepProps = { step: 1 | 2 | 3 | 4; title: string; description: string; icon: LucideIcon; children: ReactNode };

/** One page of the four-step application: progress, title, then the step's form. */
export function OnboardingStep({ step, title, description, icon, children }: OnboardingStepProps) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <StepProgress step={step} />
      <ScreenCard title={title} eyebrow="Application" description={description} icon={icon} wide>
        {children}
      </ScreenCard>
    </div>
  );
}

import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';

type StepNavigationProps = { backTo: string; nextDisabled: boolean; nextLabel?: ReactNode };

/** Back is a link to the previous screen; Next submits the step's form. */
export function StepNavigation({ backTo, nextDisabled, nextLabel }: StepNavigationProps) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-white/7 pt-6">
      <ButtonLink to={backTo} variant="ghost">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </ButtonLink>
      <Button type="submit" disabled={nextDisabled} className="min-w-32">
        {nextLabel ?? (
          <>
            Next
            <ArrowRight aria-hidden="true" className="size-4" />
          </>
        )}
      </Button>
    </div>
  );
}

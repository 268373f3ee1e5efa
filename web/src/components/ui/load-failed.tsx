import { RotateCcw } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

/** A list that could not be read, with Try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <Notice tone="error">Your {what} could not be loaded. Please try again.</Notice>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}

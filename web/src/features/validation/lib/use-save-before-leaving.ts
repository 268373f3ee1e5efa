import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';

import type { AnswerDrafts } from '@/features/validation/lib/answer-drafts';

/**
 * Holds a move to another screen until the unsaved answers are saved. When they cannot be, the
 * member chooses: stay (the text is still there) or leave without it.
 */
export function useSaveBeforeLeaving(drafts: AnswerDrafts) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && drafts.hasUnsaved());
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    drafts.flush().then(
      () => {
        if (current) blocker.proceed();
      },
      () => {
        if (current) setSaveFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [blocker, drafts]);

  if (!saveFailed || blocker.state !== 'blocked') return null;
  return {
    stay: () => {
      setSaveFailed(false);
      blocker.reset();
    },
    leave: () => {
      setSaveFailed(false);
      blocker.proceed();
    },
  };
}

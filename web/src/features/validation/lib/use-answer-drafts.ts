import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';

import { completeValidationStep } from '@/features/validation/api/complete-validation-step';
import { validationKey, type Validation } from '@/features/validation/api/get-validation';
import { saveValidationStep, saveValidationStepOnLeave } from '@/features/validation/api/save-validation-step';
import { AnswerDrafts } from '@/features/validation/lib/answer-drafts';

/** The pause in typing after which the answers are saved. */
export const savePauseMs = 800;

/**
 * The answers the member is typing, saved to the server after each pause (AnswerDrafts), and at
 * once when the member leaves: the screen unmounting, the tab hidden, the page going away.
 */
export function useAnswerDrafts() {
  const queryClient = useQueryClient();
  const [drafts] = useState(
    () =>
      new AnswerDrafts(
        {
          saved: () => queryClient.getQueryData<Validation>(validationKey),
          save: saveValidationStep,
          complete: completeValidationStep,
          apply: (validation) => {
            // A read still on its way began before this write: it must not bring older answers back.
            void queryClient.cancelQueries({ queryKey: validationKey });
            queryClient.setQueryData(validationKey, validation);
          },
        },
        savePauseMs,
      ),
  );
  const snapshot = useSyncExternalStore(drafts.subscribe, drafts.getSnapshot);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') drafts.flush().catch(() => {});
    };
    // What is still unsaved goes with keepalive, which outlives the page.
    const onPageHide = () => {
      for (const [step, answers] of drafts.takeUnsaved()) saveValidationStepOnLeave(step, answers);
    };
    // Text that could not be saved: the browser asks before it is thrown away.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (drafts.getSnapshot().save === 'failed' && drafts.hasUnsaved()) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      drafts.flush().catch(() => {});
      drafts.dispose();
    };
  }, [drafts]);

  return { drafts, snapshot };
}

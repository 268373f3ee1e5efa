import { useTranslation } from 'react-i18next';

import { LoadFailed } from '@/components/ui/load-failed';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { useValidation } from '@/features/validation/api/get-validation';
import { ValidationHub } from '@/features/validation/components/validation-hub';
import { validationNs } from '@/features/validation/i18n';

/** /idea-validation (Idea Validation Hub, SPEC sections 2 and 4): five steps of four questions, saved as the member types, and the score. */
export function IdeaValidationRoute() {
  const { t } = useTranslation(validationNs);
  const validation = useValidation();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <ScreenHeading eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {validation.data ? (
        <ValidationHub validation={validation.data} />
      ) : validation.isError ? (
        <LoadFailed what={t('what')} onRetry={() => void validation.refetch()} />
      ) : (
        <div aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-4">
          <div className="h-24 animate-pulse rounded-3xl bg-ink-900/70" />
          <div className="h-16 animate-pulse rounded-2xl bg-ink-900/70" />
          <div className="h-96 animate-pulse rounded-3xl bg-ink-900/70" />
        </div>
      )}
    </div>
  );
}

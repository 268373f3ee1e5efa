import { FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Notice, StatusMessage } from '@/components/ui/notice';
import { useUploadIdentityDocument } from '@/features/verification/api/upload-identity-document';
import { verificationNs } from '@/features/verification/i18n';
import { failureText } from '@/features/verification/lib/failure';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const accepted = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/**
 * The identity document: choosing a file sends it as it is. The server is the only check (SPEC
 * section 5 has none here): its 413 (over 5 MB) and 415 (not JPG, PNG or PDF) are said in words.
 */
export function IdentityForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useTranslation(verificationNs);
  const upload = useUploadIdentityDocument();
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again, after a failure, sends it again.
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    upload.mutate(file, {
      onSuccess: () => onSent(t('forms.identity.sent', { name: file.name })),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 413) setMessage(t('forms.identity.tooLarge'));
        else if (error instanceof ApiError && error.status === 415) setMessage(t('forms.identity.wrongType'));
        else setMessage(failureText(error, t));
      },
    });
  };

  const uploading = upload.isPending ? upload.variables.name : null;

  return (
    <form aria-label={t('forms.identity.title')} className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
      <div className="flex flex-col gap-2">
        <label
          htmlFor={inputId}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border border-dashed border-gold-400/40 bg-ink-950/50 px-4 py-8 text-center transition-colors',
            'hover:border-gold-300 focus-within:border-gold-300 focus-within:outline-2 focus-within:outline-gold-300/60',
            uploading ? 'pointer-events-none opacity-70' : null,
          )}
        >
          <FileUp aria-hidden="true" className="size-7 text-gold-300" />
          <span className="text-sm font-semibold text-ivory">{t('forms.identity.file')}</span>
          <span id={`${inputId}-hint`} className="text-xs text-ink-300">
            {t('forms.identity.hint')}
          </span>
          <input id={inputId} type="file" accept={accepted} onChange={choose} disabled={uploading !== null} aria-label={t('forms.identity.file')} aria-describedby={`${inputId}-hint`} className="sr-only" />
        </label>
      </div>
      {uploading ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <Notice tone="info">{t('forms.identity.uploading', { name: uploading })}</Notice>
          <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-white/8">
            <span className="block h-full w-1/3 animate-pulse rounded-full bg-gold-400" />
          </span>
        </div>
      ) : null}
      <StatusMessage message={message} />
    </form>
  );
}

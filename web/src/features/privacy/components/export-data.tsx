import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { getExport, startExport, type DataExport } from '@/features/privacy/api/data-rights';
import { privacyNs } from '@/features/privacy/i18n';
import { ApiError } from '@/lib/api-client';

const pollEvery = 500;

/** Hands the browser a file to save, as a click on a download link would. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Danger Zone → Export: the server prepares a zip of everything it holds on the member; progress shows while it works, then the browser saves it. */
export function ExportData() {
  const { t } = useTranslation(privacyNs);
  const [job, setJob] = useState<DataExport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saved = useRef<string | null>(null);

  useEffect(() => {
    if (job?.status !== 'preparing') return;
    const timer = window.setTimeout(() => {
      getExport(job.id).then(setJob, () => {
        setJob(null);
        setError(t('export.failed'));
      });
    }, pollEvery);
    return () => window.clearTimeout(timer);
  }, [job, t]);

  useEffect(() => {
    if (job?.status === 'ready' && job.downloadUrl && saved.current !== job.id) {
      saved.current = job.id;
      download(job.downloadUrl);
    }
  }, [job]);

  const begin = () => {
    setError(null);
    // 429: the day's exports are spent; the server's sentence says when the next one can be made.
    startExport().then(setJob, (failure: unknown) => setError(failure instanceof ApiError && failure.status === 429 ? failure.message : t('export.failed')));
  };
  const preparing = job?.status === 'preparing';

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={begin} disabled={preparing} className="self-start">
        <Download aria-hidden="true" className="size-4" />
        {t('export.button')}
      </Button>
      {preparing ? (
        <div className="flex flex-col gap-1.5" aria-live="polite">
          <p className="text-sm text-ink-200">{t('export.preparing', { progress: job.progress })}</p>
          <div role="progressbar" aria-label={t('export.progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={job.progress} className="h-2 w-64 max-w-full overflow-hidden rounded-full bg-white/10">
            <div className="h-full rounded-full bg-gold-400 transition-[width]" style={{ width: `${job.progress}%` }} />
          </div>
        </div>
      ) : null}
      {job?.status === 'ready' && job.downloadUrl ? (
        <p className="text-sm text-emerald-300" aria-live="polite">
          {t('export.ready')}{' '}
          <a href={job.downloadUrl} download className="text-gold-300 underline underline-offset-4">
            {t('export.again')}
          </a>
        </p>
      ) : null}
      {job?.status === 'failed' ? <Notice tone="error">{t('export.failed')}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}

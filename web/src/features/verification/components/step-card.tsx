import { ArrowRight, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { StepId, StepStatus, VerificationStep } from '@/features/verification/api/get-verification';
import { myIdentityDocumentHref } from '@/features/verification/api/upload-identity-document';
import { prefetchStepForms } from '@/features/verification/components/lazy-step-forms';
import { StatusIcon } from '@/features/verification/components/status-icon';
import { verificationNs } from '@/features/verification/i18n';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-time';
import { usePreferences } from '@/lib/preferences';

type ActionKey = 'start' | 'update' | 'retry' | 'enterCode' | 'rebook';

/** What the card's button says, or no button: e-mail is done by the invitation, a completed step is done. */
function actionOf(id: StepId, status: StepStatus): ActionKey | null {
  if (id === 'email' || status === 'completed') return null;
  if (status === 'pending') return 'start';
  if (status === 'failed') return 'retry';
  if (id === 'phone') return 'enterCode';
  return id === 'video' ? 'rebook' : 'update';
}

/** What the member sent, in a line. */
function useSentLine(step: VerificationStep): string | null {
  const { t } = useTranslation(verificationNs);
  const preferences = usePreferences();
  const { detail } = step;
  if (step.id === 'phone' && detail.phone) return t('card.phone', { phone: detail.phone });
  if (step.id === 'linkedin' && detail.url) return t('card.url', { url: detail.url });
  if (step.id === 'company' && detail.companyName) return t('card.company', { name: detail.companyName });
  if (step.id === 'identity' && detail.fileName) return t('card.file', { name: detail.fileName });
  if (step.id === 'video' && detail.slot) return t('card.slot', { when: formatDateTime(detail.slot, preferences) });
  return null;
}

type StepCardProps = { step: VerificationStep; number: number; onAction: (id: StepId) => void };

/** One of the six steps: number, title, description, status icon, the failure's reason, and the action that starts it. */
export function StepCard({ step, number, onAction }: StepCardProps) {
  const { t } = useTranslation(verificationNs);
  const title = t(`steps.${step.id}.title`);
  const action = actionOf(step.id, step.status);
  const sent = useSentLine(step);
  const titleId = `verification-step-${step.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-status={step.status}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border bg-ink-900/70 p-4 sm:p-5',
        step.status === 'failed' ? 'border-red-400/30' : step.status === 'completed' ? 'border-green-400/20' : 'border-white/8',
      )}
    >
      <div className="flex items-start gap-3">
        <StatusIcon status={step.status} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-[0.18em] text-ink-500 uppercase tabular-nums">{number}/6</p>
          <h3 id={titleId} className="text-base font-semibold break-words hyphens-auto text-ivory">
            {title}
          </h3>
          <p className="mt-0.5 text-xs text-ink-300" aria-hidden="true">
            {t(`status.${step.status}`)}
          </p>
        </div>
      </div>
      <p className="text-sm leading-relaxed text-ink-300">{t(`steps.${step.id}.description`)}</p>
      {sent ? <p className="text-sm wrap-anywhere text-ink-200">{sent}</p> : null}
      {step.status === 'in-progress' && step.id !== 'phone' ? <p className="text-sm text-yellow-200">{t('card.waiting')}</p> : null}
      {step.status === 'failed' && step.reason ? (
        <p className="rounded-xl border border-red-400/30 bg-red-500/10 px-3 py-2 text-sm text-red-200">{t('card.reason', { reason: step.reason })}</p>
      ) : null}
      {step.id === 'identity' && step.status === 'in-progress' ? (
        <a href={myIdentityDocumentHref()} download className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-gold-300 underline-offset-4 hover:underline">
          <Download aria-hidden="true" className="size-4" />
          {t('card.document')}
        </a>
      ) : null}
      {action ? (
        <div className="mt-auto pt-1">
          <Button size="sm" variant={action === 'start' || action === 'retry' ? 'primary' : 'secondary'} {...prefetchStepForms} onClick={() => onAction(step.id)} aria-label={`${t(`actions.${action}`)}: ${title}`}>
            {t(`actions.${action}`)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </article>
  );
}

import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';


import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useSentPitches } from '@/features/pitches/api/get-sent-pitches';
import type { PitchKind, PitchStatus, SentPitch } from '@/features/pitches/api/pitch-schemas';
import { pitchesNs } from '@/features/pitches/i18n';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-time';

/** SPEC section 4: approved green, rejected red, pending amber. */
const statusColours: Record<PitchStatus, string> = {
  approved: 'border-emerald-400/40 bg-emerald-400/12 text-emerald-200',
  rejected: 'border-rose-400/40 bg-rose-400/12 text-rose-200',
  pending: 'border-amber-400/40 bg-amber-400/12 text-amber-200',
};

/** Each kind's name, under `sent.kinds` in the pitches catalogue. */
const kindKeys: Record<PitchKind, string> = {
  cofounder: 'sent.kinds.cofounder',
  mentor: 'sent.kinds.mentor',
  investor: 'sent.kinds.investor',
};

/** Each status's chip, under `sent.statuses` (shown capitalised by CSS). */
const statusKeys: Record<PitchStatus, string> = {
  approved: 'sent.statuses.approved',
  rejected: 'sent.statuses.rejected',
  pending: 'sent.statuses.pending',
};

const excerptLength = 160;
const excerpt = (message: string) => (message.length > excerptLength ? `${message.slice(0, excerptLength).trimEnd()}…` : message);


function SentItem({ sent }: { sent: SentPitch }) {
  const { t } = useTranslation(pitchesNs);
  const { title, company } = sent.target;
  const place = title && company ? t('sent.titleAtCompany', { title, company }) : title || company || '';
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-900/70 p-4">
      <header className="flex items-start gap-3">
        <Avatar name={sent.target.name} photoUrl={sent.target.photoUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-ivory">{sent.target.name}</h3>
          <p className="text-xs text-ink-300">
            {t(kindKeys[sent.kind])}
            {place ? ` · ${place}` : ''}
          </p>
        </div>
        <span className={cn('inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize', statusColours[sent.status])}>{t(statusKeys[sent.status])}</span>
      </header>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink-200">{excerpt(sent.message)}</p>
      {sent.response ? (
        <p className="rounded-xl border border-white/6 bg-ink-950/40 px-3 py-2 text-sm text-ink-200">
          <span className="font-medium text-ivory">{sent.response === 'accepted' ? t('sent.accepted') : t('sent.declined')}</span>
          {sent.responseNote ? `: ${sent.responseNote}` : ''}
        </p>
      ) : null}
      <p className="text-xs text-ink-500">
        {t('sent.sentOn', { date: formatDate(sent.createdAt) })}
        {sent.updatedAt !== sent.createdAt ? ` · ${t('sent.updatedOn', { date: formatDate(sent.updatedAt) })}` : ''}
      </p>
    </li>
  );
}

/** My pitches and applications, newest first, with where each stands. */
export function SentList() {
  const { t } = useTranslation(pitchesNs);
  const sent = useSentPitches();
  if (sent.isPending) return <p className="py-8 text-center text-sm text-ink-300">{t('sent.loading')}</p>;
  if (sent.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6">
        <Notice tone="error">{t('sent.loadFailed')}</Notice>
        <Button variant="secondary" size="sm" onClick={() => void sent.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('sent.tryAgain')}
        </Button>
      </div>
    );
  if (sent.data.items.length === 0) return <p className="py-8 text-center text-sm text-ink-300">{t('sent.empty')}</p>;
  return (
    <ul aria-label={t('sent.listLabel')} className="flex flex-col gap-3">
      {sent.data.items.map((item) => (
        <SentItem key={item.id} sent={item} />
      ))}
    </ul>
  );
}

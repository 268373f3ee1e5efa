import { BadgeCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Notice } from '@/components/ui/notice';
import { SettingsSection } from '@/components/ui/settings-section';
import { grantedKinds, investmentStages, useAskForKind, useMyKinds, useWithdrawKindRequest, type GrantedKind, type KindRequest } from '@/features/kinds/api/kinds';
import { kindsNs } from '@/features/kinds/i18n';
import { emptyDraft, factsOf, missingFields, type FactsDraft } from '@/features/kinds/lib/facts-form';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-time';

const inputClass = 'h-11 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-ivory focus:border-gold-400';

type TextKey = Exclude<keyof FactsDraft, 'stages'>;
const fieldsOf: Record<GrantedKind, TextKey[]> = {
  Investor: ['firm', 'typicalCheckSize', 'focusAreas'],
  Mentor: ['expertise', 'mentorshipAreas', 'experience', 'availability', 'hourlyRate'],
};
const numeric: ReadonlySet<TextKey> = new Set(['experience', 'hourlyRate']);

function TextField({ name, value, error, onChange }: { name: TextKey; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation(kindsNs);
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm text-ink-200">
        {t(`fields.${name}`)}
      </label>
      <input
        id={id}
        value={value}
        inputMode={numeric.has(name) ? 'numeric' : undefined}
        placeholder={t(`hints.${name}`, { defaultValue: '' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The facts the cards need for `kind`, sent as a request; the server's field errors show by their field. */
function AskForm({ kind, onDone }: { kind: GrantedKind; onDone: (sent: boolean) => void }) {
  const { t } = useTranslation(kindsNs);
  const [draft, setDraft] = useState<FactsDraft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof FactsDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useAskForKind();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = missingFields(kind, draft);
    setErrors(Object.fromEntries(missing.map((key) => [key, t('required')])));
    if (missing.length > 0) return;
    ask.mutate(
      { kind, facts: factsOf(kind, draft) },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          if (!(error instanceof ApiError)) return setFailure(t('failed'));
          const fields = Object.fromEntries(Object.entries(error.fields).map(([key, text]) => [key.replace(/^facts\./, ''), text]));
          setErrors(fields);
          setFailure(error.status === 400 ? t('checkFields') : error.message);
        },
      },
    );
  };
  const set = (key: TextKey) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form aria-label={t(`formTitle.${kind}`)} noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-950/40 p-4">
      <h3 className="font-semibold text-ivory">{t(`formTitle.${kind}`)}</h3>
      <p className="text-sm text-ink-300">{t(`formText.${kind}`)}</p>
      {fieldsOf[kind].map((key) => (
        <TextField key={key} name={key} value={draft[key]} error={errors[key]} onChange={set(key)} />
      ))}
      {kind === 'Investor' ? (
        <fieldset className="flex flex-col gap-1.5" aria-invalid={errors.stages ? true : undefined}>
          <legend className="mb-1 text-sm text-ink-200">{t('fields.stages')}</legend>
          <div className="flex flex-wrap gap-3">
            {investmentStages.map((stage) => (
              <label key={stage} className="flex items-center gap-2 text-sm text-ivory">
                <input
                  type="checkbox"
                  checked={draft.stages.includes(stage)}
                  onChange={(event) => setDraft((d) => ({ ...d, stages: event.target.checked ? [...d.stages, stage] : d.stages.filter((s) => s !== stage) }))}
                />
                {stage}
              </label>
            ))}
          </div>
          {errors.stages ? <p className="text-sm text-rose-300">{errors.stages}</p> : null}
        </fieldset>
      ) : null}
      {failure ? (
        <div role="alert">
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? t('sending') : t('send')}
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

function RequestRow({ request }: { request: KindRequest }) {
  const { t } = useTranslation(kindsNs);
  const withdraw = useWithdrawKindRequest();
  const date = formatDate(request.createdAt);
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-ivory">
          {t(`kindName.${request.kind}`)} · <span className="text-gold-200">{t(`status.${request.status}`)}</span>
        </p>
        <p className="text-sm text-ink-300">{t('askedOn', { date })}</p>
        {request.status === 'rejected' && request.reason ? <p className="text-sm text-ink-200">{t('reason', { reason: request.reason })}</p> : null}
      </div>
      {request.status === 'pending' ? (
        <Button variant="secondary" size="sm" className="w-fit" disabled={withdraw.isPending} onClick={() => withdraw.mutate(request.id)}>
          {withdraw.isPending ? t('withdrawing') : t('withdraw')}
        </Button>
      ) : null}
    </li>
  );
}

const isGrantedKind = (value: string | null): value is GrantedKind => (grantedKinds as readonly (string | null)[]).includes(value);

/**
 * /settings' "Mentor or investor": the member asks to act as one with the facts the cards show,
 * follows the answer and may withdraw a pending request (docs/kinds.md). `?ask=Investor` (the role
 * picker's link) opens that form.
 */
export function KindsSection() {
  const { t } = useTranslation(kindsNs);
  const kinds = useMyKinds();
  const [params] = useSearchParams();
  const asked = params.get('ask');
  const [open, setOpen] = useState<GrantedKind | null>(isGrantedKind(asked) ? asked : null);
  const [sent, setSent] = useState(false);

  const body = () => {
    if (kinds.isError) return <LoadFailed what={t('loadWhat')} onRetry={() => void kinds.refetch()} />;
    if (!kinds.data) return <div aria-busy="true" aria-label={t('loading')} className="h-24 animate-pulse rounded-2xl bg-ink-950/40" />;
    const { approvedKind, requests } = kinds.data;
    const pending = new Set(requests.filter((r) => r.status === 'pending').map((r) => r.kind));
    const askable = grantedKinds.filter((kind) => kind !== approvedKind && !pending.has(kind));
    return (
      <>
        {approvedKind ? <Notice tone="success">{t(`approved.${approvedKind}`)}</Notice> : null}
        {sent ? (
          <div role="status">
            <Notice tone="success">{t('sent')}</Notice>
          </div>
        ) : null}
        {requests.length > 0 ? (
          <ul aria-label={t('requests')} className="divide-y divide-white/7">
            {requests.slice(0, 5).map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        ) : null}
        {open && askable.includes(open) ? (
          <AskForm
            kind={open}
            onDone={(done) => {
              setSent(done);
              setOpen(null);
            }}
          />
        ) : (
          <div className="flex flex-wrap gap-2 pt-2">
            {askable.map((kind) => (
              <Button key={kind} variant="secondary" size="sm" onClick={() => (setSent(false), setOpen(kind))}>
                {t(`ask.${kind}`)}
              </Button>
            ))}
          </div>
        )}
      </>
    );
  };

  return (
    <SettingsSection id="kinds" icon={BadgeCheck} title={t('title')} intro={t('intro')}>
      {body()}
    </SettingsSection>
  );
}

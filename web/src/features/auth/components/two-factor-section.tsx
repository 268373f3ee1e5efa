import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { disableTwoFactor, enableTwoFactor, startTwoFactor, twoFactorKey, useTwoFactor } from '@/features/auth/api/two-factor';
import { securityNs } from '@/features/auth/i18n';
import { ApiError } from '@/lib/api-client';

const inputClasses = 'h-11 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-ivory focus:border-gold-400';

function QrCode({ text, label }: { text: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The QR library loads with the enrolment, not with every settings visit.
    void import('qrcode').then(({ toDataURL }) => toDataURL(text, { margin: 1, width: 192 })).then((data) => {
      if (live) setUrl(data);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return url ? <img src={url} alt={label} width={192} height={192} className="rounded-xl bg-white p-2" /> : <div className="size-48 animate-pulse rounded-xl bg-white/10" />;
}

type Stage = { kind: 'idle' } | { kind: 'enrolling'; secret: string; otpauthUrl: string } | { kind: 'codes'; codes: string[] } | { kind: 'disabling' };

/** Settings → Account: two-factor sign-in, "Enable" or "Enabled" (SPEC section 4), enrolment with a QR code. */
export function TwoFactorSection() {
  const { t } = useTranslation(securityNs);
  const status = useTwoFactor();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeId = useId();
  const passwordId = useId();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.code ?? failure.message) : t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: twoFactorKey });
    void queryClient.invalidateQueries({ queryKey: ['me', 'settings'] });
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <div className="flex flex-col gap-3 border-t border-white/7 py-3">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p className="text-ivory">{t('title')}</p>
          <p className="text-sm text-ink-300">{t('text')}</p>
        </div>
        {enabled ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-emerald-400/40 px-3 py-1 text-sm text-emerald-300">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('enabled')}
          </span>
        ) : stage.kind === 'idle' ? (
          <Button
            size="sm"
            disabled={busy || !status.data}
            onClick={() =>
              void run(async () => {
                const started = await startTwoFactor();
                setStage({ kind: 'enrolling', ...started });
              })
            }
          >
            {t('enable')}
          </Button>
        ) : null}
      </div>

      {stage.kind === 'enrolling' ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-white/8 p-4 sm:flex-row sm:items-start">
          <QrCode text={stage.otpauthUrl} label={t('qrLabel')} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="text-sm text-ink-300">{t('scan')}</p>
            <p className="text-sm text-ink-300">{t('orType')}</p>
            <code data-testid="two-factor-secret" className="rounded-lg bg-ink-950/70 px-3 py-2 font-mono text-sm break-all text-gold-200">
              {stage.secret}
            </code>
            <label htmlFor={codeId} className="text-sm text-ink-200">
              {t('codeLabel')}
            </label>
            <div className="flex gap-2">
              <input id={codeId} value={code} onChange={(event) => setCode(event.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={7} className={`${inputClasses} w-36`} />
              <Button
                disabled={busy || code.trim() === ''}
                onClick={() =>
                  void run(async () => {
                    const { recoveryCodes } = await enableTwoFactor(code.replace(/\s/g, ''));
                    setCode('');
                    setStage({ kind: 'codes', codes: recoveryCodes });
                    refresh();
                  })
                }
              >
                {t('confirm')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}

      {stage.kind === 'codes' ? (
        <div className="flex flex-col gap-2 rounded-2xl border border-gold-400/30 p-4">
          <Notice tone="success">{t('nowOn')}</Notice>
          <p className="text-sm text-ink-300">{t('recoveryText')}</p>
          <ul aria-label={t('recoveryLabel')} className="grid grid-cols-2 gap-1 font-mono text-gold-200 sm:grid-cols-5">
            {stage.codes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => void navigator.clipboard?.writeText(stage.codes.join('\n'))}>
              {t('copy')}
            </Button>
            <Button size="sm" onClick={() => setStage({ kind: 'idle' })}>
              {t('saved')}
            </Button>
          </div>
        </div>
      ) : null}

      {enabled && stage.kind === 'idle' ? (
        <Button size="sm" variant="ghost" className="w-fit" onClick={() => setStage({ kind: 'disabling' })}>
          {t('disable')}
        </Button>
      ) : null}
      {stage.kind === 'disabling' ? (
        <div className="flex flex-col gap-2 rounded-2xl border border-white/8 p-4 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-1">
            <label htmlFor={passwordId} className="text-sm text-ink-200">
              {t('password')}
            </label>
            <input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} className={inputClasses} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={codeId} className="text-sm text-ink-200">
              {t('codeOrRecovery')}
            </label>
            <input id={codeId} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" className={inputClasses} />
          </div>
          <Button
            variant="secondary"
            disabled={busy || password === '' || code.trim() === ''}
            onClick={() =>
              void run(async () => {
                await disableTwoFactor(password, code.trim());
                setPassword('');
                setCode('');
                setStage({ kind: 'idle' });
                refresh();
              })
            }
          >
            {t('turnOff')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

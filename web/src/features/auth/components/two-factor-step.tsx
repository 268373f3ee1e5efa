import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/notice';
import { completeTwoFactor, type SignedIn } from '@/features/auth/api/sign-in';
import { securityNs } from '@/features/auth/i18n';
import { ApiError } from '@/lib/api-client';

/** The second step of sign-in for a member with two-factor on: a code from the app, or a recovery code. */
export function TwoFactorStep({ challenge, onSignedIn, onExpired }: { challenge: string; onSignedIn: (member: SignedIn) => void; onExpired: () => void }) {
  const { t } = useTranslation(securityNs);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    setBusy(true);
    setMessage(null);
    try {
      onSignedIn(await completeTwoFactor(useRecovery ? { challenge, recoveryCode: code.trim() } : { challenge, code: code.replace(/\s/g, '') }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'challenge_expired') {
        onExpired();
        return;
      }
      setMessage(error instanceof ApiError && error.status === 429 ? `❌ ${error.message}` : `❌ ${t('signIn.wrong')}`);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('signIn.title')} aria-busy={busy} className="flex flex-col gap-5" noValidate>
      <p className="text-ink-300">{useRecovery ? t('signIn.recoveryText') : t('signIn.codeText')}</p>
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink-200">
          {useRecovery ? t('signIn.recoveryLabel') : t('signIn.codeLabel')}
        </label>
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={useRecovery ? 12 : 7}
          autoFocus
          className="block h-12 w-full rounded-xl border border-ink-600 bg-ink-950/70 px-4 text-lg tracking-[0.3em] text-ivory focus:border-gold-400"
        />
      </div>
      <StatusMessage message={message} />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" size="lg" disabled={busy || code.trim() === ''} className="sm:flex-1">
          {busy ? t('signIn.checking') : t('signIn.submit')}
        </Button>
        <Button
          variant="ghost"
          size="lg"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
            setMessage(null);
          }}
        >
          {useRecovery ? t('signIn.useCode') : t('signIn.useRecovery')}
        </Button>
      </div>
    </form>
  );
}

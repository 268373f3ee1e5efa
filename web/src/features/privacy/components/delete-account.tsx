import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { eraseAccount } from '@/features/privacy/api/data-rights';
import { privacyNs } from '@/features/privacy/i18n';
import { ApiError } from '@/lib/api-client';
import type { SettingsEntryProps } from '@/lib/feature-module';
import { sessionEndingHere } from '@/lib/session-ending';

const inputClasses = 'h-11 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-ivory focus:border-gold-400';
const dangerClasses = 'border-rose-400/50 text-rose-200 hover:border-rose-300 hover:text-rose-100';

/**
 * Danger Zone → Delete: the password (and a code when two-factor sign-in is on) erases the
 * account on the server for good; the member then leaves the signed-in app.
 */
export function DeleteAccount({ twoFactor }: SettingsEntryProps) {
  const { t } = useTranslation(privacyNs);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [erased, setErased] = useState(false);
  // Two-factor turned on since /settings loaded: the server's answer asks for the code.
  const [codeAsked, setCodeAsked] = useState(false);
  const showCode = twoFactor || codeAsked;
  const passwordId = useId();
  const codeId = useId();

  const close = () => {
    if (erased) return;
    setOpen(false);
    setPassword('');
    setCode('');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    // The erasure ends this session: its socket closes, perhaps before the answer arrives.
    sessionEndingHere(true);
    eraseAccount(password, code.trim()).then(
      () => {
        queryClient.clear();
        setErased(true);
      },
      (failure: unknown) => {
        sessionEndingHere(false);
        if (failure instanceof ApiError && failure.code === 'wrong_code') setCodeAsked(true);
        setError(failure instanceof ApiError ? failure.message : t('delete.failed'));
        setBusy(false);
      },
    );
  };

  return (
    <>
      <Button variant="secondary" className={dangerClasses} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('delete.button')}
      </Button>
      {open ? (
        <Dialog title={erased ? t('delete.doneTitle') : t('delete.title')} description={erased ? t('delete.done') : t('delete.text')} onClose={close}>
          {erased ? (
            // A full load: nothing of the signed-in app stays in memory.
            <Button onClick={() => window.location.assign('/')}>{t('delete.home')}</Button>
          ) : (
            <form onSubmit={submit} className="flex flex-col gap-4">
              <div className="flex flex-col gap-1.5">
                <label htmlFor={passwordId} className="text-sm text-ivory">
                  {t('delete.password')}
                </label>
                <input id={passwordId} type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} className={inputClasses} />
              </div>
              {showCode ? (
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={codeId} className="text-sm text-ivory">
                    {t('delete.code')}
                  </label>
                  <input id={codeId} autoComplete="one-time-code" required value={code} onChange={(event) => setCode(event.target.value)} className={inputClasses} />
                </div>
              ) : null}
              {error ? <Notice tone="error">{error}</Notice> : null}
              <div className="flex flex-wrap justify-end gap-3">
                <Button variant="ghost" onClick={close}>
                  {t('delete.cancel')}
                </Button>
                <Button type="submit" variant="secondary" className={dangerClasses} disabled={busy || password === ''}>
                  {busy ? t('delete.working') : t('delete.confirm')}
                </Button>
              </div>
            </form>
          )}
        </Dialog>
      ) : null}
    </>
  );
}

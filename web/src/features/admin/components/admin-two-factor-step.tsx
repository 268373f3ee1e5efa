import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/notice';
import { useAdminSignedIn, useCompleteAdminTwoFactor, type AdminEnrolmentNeeded } from '@/features/admin/api/sign-in-admin';
import { AdminQrCode } from '@/features/admin/components/admin-qr-code';
import { AdminRecoveryCodes } from '@/features/admin/components/admin-recovery-codes';
import { ApiError } from '@/lib/api-client';

function failureMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return '❌ That code is not right. Check your authenticator app and try again.';
  if (error instanceof ApiError && error.status === 429) return `❌ ${error.message}`;
  if (error instanceof ApiError && error.status === 400) return `❌ ${error.fields.code ?? error.message}`;
  return '❌ Could not check the code. Please try again.';
}

/**
 * The second step of an administrator's sign-in: the 6-digit code of the authenticator app or a
 * recovery code, after setting the app up first (QR code and secret) when `enrolment` is given;
 * then the enrolment's recovery codes, shown once before /admin opens.
 */
export function AdminTwoFactorStep({ challenge, enrolment, onExpired, onBack }: { challenge: string; enrolment?: AdminEnrolmentNeeded; onExpired: () => void; onBack: () => void }) {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const complete = useCompleteAdminTwoFactor();
  const signedIn = useAdminSignedIn();
  const codeId = useId();
  const hintId = useId();
  const typed = code.replace(/[\s-]/g, '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed === '') return;
    setMessage(null);
    complete.mutate(
      { challenge, code: typed },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'challenge_expired') {
            onExpired();
            return;
          }
          setMessage(failureMessage(error));
          setCode('');
        },
      },
    );
  };

  const recoveryCodes = complete.data?.recoveryCodes;
  if (complete.data && recoveryCodes) {
    const { email } = complete.data;
    return <AdminRecoveryCodes codes={recoveryCodes} onSaved={() => signedIn(email)} />;
  }

  return (
    <form onSubmit={submit} aria-label={enrolment ? 'Set up two-factor sign-in' : 'Two-factor code'} aria-busy={complete.isPending} className="flex flex-col gap-5" noValidate>
      {enrolment ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <AdminQrCode text={enrolment.otpauthUrl} label="QR code for your authenticator app" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="text-sm text-ink-300">Administrators sign in with a second factor. Scan the QR code with an authenticator app (Google Authenticator, Authy, 1Password…).</p>
            <p className="text-sm text-ink-300">Or type this key into the app:</p>
            <code data-testid="admin-two-factor-secret" className="rounded-lg bg-ink-950/70 px-3 py-2 font-mono text-sm break-all text-gold-200">
              {enrolment.secret}
            </code>
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <label htmlFor={codeId} className="text-sm font-medium text-ink-200">
          {enrolment ? '6-digit code' : 'Code or recovery code'}
        </label>
        <p id={hintId} className="text-sm text-ink-300">
          {enrolment ? 'Enter the code the app shows to turn two-factor sign-in on.' : 'Enter the code your authenticator app shows, or one of your recovery codes.'}
        </p>
        <input
          id={codeId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={hintId}
          inputMode={enrolment ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          maxLength={enrolment ? 7 : 12}
          autoFocus
          className="block h-12 w-full rounded-xl border border-ink-600 bg-ink-950/70 px-4 text-lg tracking-[0.3em] text-ivory focus:border-gold-400"
        />
      </div>
      <StatusMessage message={message} />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" size="lg" disabled={complete.isPending || typed === ''} className="sm:flex-1">
          {complete.isPending ? 'Checking...' : enrolment ? 'Turn on and sign in' : 'Verify'}
        </Button>
        <Button type="button" variant="ghost" size="lg" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}

import { MailPlus, RotateCcwKey } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';

import { Button, ButtonLink } from '@/components/ui/button';
import { Form, InputField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';
import { isInvalidLink, useResetLink } from '@/features/password-reset/api/get-reset-link';
import { useResetPassword } from '@/features/password-reset/api/reset-password';
import { BackToLogin } from '@/features/password-reset/components/back-to-login';
import { administrators, codeHint, codeNeeded, members, type ResetAudience } from '@/features/password-reset/lib/audience';
import { ApiError } from '@/lib/api-client';
import { withNotice } from '@/lib/route-notice';

const messages = {
  // The server's words for a link it no longer takes, for a page opened without one.
  invalidLink: 'This reset link is invalid, used or expired. Ask for a new one below.',
  checkFailed: '❌ Could not check the link. Please try again.',
  passwordsDiffer: "❌ Passwords don't match.",
  passwordTooShort: (min: number) => `❌ Password must be at least ${min} characters.`,
  resetFailed: '❌ Could not change the password. Please try again.',
  passwordChanged: '✅ Your password was changed. Sign in with the new one.',
} as const;

const resetSchema = z.object({
  password: z.string().min(1, 'Please enter a password.'),
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
  code: z.string(),
});

/** A code from the app may be typed with a space in the middle ("123 456"); a recovery code is sent as typed. */
const typedCode = (code: string) => (/^[\d\s]+$/.test(code) ? code.replace(/\s/g, '') : code.trim());

function failureMessage(error: Error): string {
  if (!(error instanceof ApiError)) return messages.resetFailed;
  const field = error.fields.password ?? error.fields.code;
  if (field) return `❌ ${field}`;
  // A wrong code, or too many tries: the server's message says which, and how long to wait.
  if (error.status === 401 || error.status === 429) return `❌ ${error.message}`;
  return messages.resetFailed;
}

type ResetFormProps = { audience: ResetAudience; token: string; twoFactor: boolean; onLinkClosed: (message: string) => void };

function ResetForm({ audience, token, twoFactor, onLinkClosed }: ResetFormProps) {
  const { minPasswordLength } = audience;
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const form = useZodForm(resetSchema, { defaultValues: { password: '', confirmPassword: '', code: '' } });
  const resetPassword = useResetPassword(audience);

  const onSubmit = ({ password, confirmPassword, code }: z.output<typeof resetSchema>) => {
    if (password !== confirmPassword) return setMessage(messages.passwordsDiffer);
    if (password.length < minPasswordLength) return setMessage(messages.passwordTooShort(minPasswordLength));
    if (twoFactor && code.trim() === '') return setMessage(codeNeeded);
    setMessage(null);
    resetPassword.mutate(
      { token, password, ...(twoFactor ? { code: typedCode(code) } : {}) },
      {
        onSuccess: () => void navigate(audience.signInHref, { replace: true, state: withNotice(messages.passwordChanged) }),
        onError: (error) => {
          if (isInvalidLink(error)) return onLinkClosed(error.message);
          setMessage(failureMessage(error));
          if (error instanceof ApiError && error.code === 'wrong_code') {
            form.resetField('code');
            form.setFocus('code');
          }
        },
      },
    );
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Reset Your Password" aria-busy={resetPassword.isPending} className="flex flex-col gap-5">
      <InputField
        name="password"
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        autoFocus
        hint={`At least ${minPasswordLength} characters.`}
      />
      <InputField name="confirmPassword" label="Confirm new password" type="password" required autoComplete="new-password" />
      {twoFactor ? (
        <InputField
          name="code"
          label="Authentication code"
          required
          autoComplete="one-time-code"
          hint={codeHint}
          maxLength={12}
          spellCheck={false}
        />
      ) : null}
      <StatusMessage message={message} />
      <Button type="submit" size="lg" disabled={resetPassword.isPending} className="w-full">
        {resetPassword.isPending ? 'Changing Password...' : 'Change Password'}
      </Button>
    </Form>
  );
}

function ClosedLink({ message, audience }: { message: string; audience: ResetAudience }) {
  return (
    <>
      <StatusMessage message={`❌ ${message}`} />
      <ButtonLink to={audience.forgotHref} variant="secondary" className="self-start">
        <MailPlus aria-hidden="true" className="size-4" />
        Ask for a New Link
      </ButtonLink>
    </>
  );
}

function ResetPasswordContent({ token, audience }: { token: string; audience: ResetAudience }) {
  const link = useResetLink(token, audience);
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  if (token === '') return <ClosedLink message={messages.invalidLink} audience={audience} />;
  if (closedMessage) return <ClosedLink message={closedMessage} audience={audience} />;
  if (isInvalidLink(link.error)) return <ClosedLink message={link.error.message} audience={audience} />;
  if (link.isPending) {
    return (
      <p role="status" className="text-sm text-ink-300">
        Checking your link...
      </p>
    );
  }
  if (link.isError) {
    return (
      <>
        <StatusMessage message={messages.checkFailed} />
        <Button variant="secondary" onClick={() => void link.refetch()} className="self-start">
          Try Again
        </Button>
      </>
    );
  }
  return <ResetForm audience={audience} token={token} twoFactor={link.data.twoFactor} onLinkClosed={setClosedMessage} />;
}

function ResetPassword({ audience }: { audience: ResetAudience }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <ScreenCard title="Reset Your Password" eyebrow={audience.eyebrow} description="Choose the password you will sign in with from now on." icon={RotateCcwKey}>
      <ResetPasswordContent token={token} audience={audience} />
      <BackToLogin to={audience.signInHref} />
    </ScreenCard>
  );
}

export const ResetPasswordRoute = () => <ResetPassword audience={members} />;

/** /admin/reset-password, behind an administrator's e-mailed link. */
export const AdminResetPasswordRoute = () => <ResetPassword audience={administrators} />;

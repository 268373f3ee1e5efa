import { ArrowLeft, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

import { Button, ButtonLink } from '@/components/ui/button';
import { Form, InputField, useZodForm } from '@/components/ui/form';
import { Notice, StatusMessage } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';
import { paths } from '@/config/paths';
import { useSetPassword } from '@/features/auth/api/set-password';
import { SetupLinkRequest } from '@/features/auth/components/setup-link-request';
import { authMessages, minPasswordLength } from '@/features/auth/lib/auth-messages';
import { rememberSignedInFounder } from '@/features/auth/lib/signed-in-session';
import { ApiError } from '@/lib/api-client';
import { removeSession } from '@/lib/session';
import { useNavigateAfter } from '@/lib/use-navigate-after';

/** SPEC section 9: the success message stays 1.5 s before /onboarding. */
const passwordSetRedirectMs = 1500;

const passwordSchema = z.object({
  password: z.string().min(1, 'Please enter a password.'),
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
});

const backToLogin = (
  <ButtonLink to={paths.auth.founderLogin.getHref()} variant="ghost" className="self-start">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to Login
  </ButtonLink>
);

function PasswordForm({ email, token }: { email: string; token: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const [tokenRejected, setTokenRejected] = useState(false);
  const [done, setDone] = useState(false);
  const form = useZodForm(passwordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const setPassword = useSetPassword();
  const navigateAfter = useNavigateAfter();

  const onSubmit = ({ password, confirmPassword }: z.output<typeof passwordSchema>) => {
    if (password !== confirmPassword) return setMessage(authMessages.passwordsDiffer);
    if (password.length < minPasswordLength) return setMessage(authMessages.passwordTooShort);
    setMessage(null);
    setPassword.mutate(
      { email, token, password },
      {
        onSuccess: (member) => {
          setDone(true);
          setMessage(authMessages.passwordSet);
          rememberSignedInFounder(member);
          // A new member picks a role on /onboarding; a role left from an earlier visitor would skip that.
          removeSession('user_role');
          navigateAfter(paths.onboarding.welcome.getHref(), passwordSetRedirectMs);
        },
        onError: (error) => {
          const rejected = error instanceof ApiError && error.code === 'invalid_token';
          setTokenRejected(rejected);
          if (rejected) return setMessage(`❌ ${error.message}`);
          const fieldMessage = error instanceof ApiError && error.status === 400 ? error.fields.password : undefined;
          setMessage(fieldMessage ? `❌ ${fieldMessage}` : authMessages.setupFailed);
        },
      },
    );
  };

  const busy = setPassword.isPending || done;

  return (
    <>
      <Form form={form} onSubmit={onSubmit} aria-label="Set Your Password" aria-busy={setPassword.isPending} className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink-200">Account</p>
          <p className="rounded-xl border border-ink-600 bg-ink-950/40 px-4 py-3 text-sm break-all text-ivory">{email}</p>
        </div>
        <InputField
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint={`At least ${minPasswordLength} characters.`}
        />
        <InputField name="confirmPassword" label="Confirm password" type="password" required autoComplete="new-password" />
        <StatusMessage message={message} />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {setPassword.isPending ? 'Setting Password...' : 'Set Password'}
        </Button>
      </Form>
      {tokenRejected ? <SetupLinkRequest email={email} /> : null}
    </>
  );
}

export function PasswordSetupRoute() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const token = searchParams.get('token') ?? '';

  if (!email) {
    return (
      <ScreenCard title="Set Your Password" eyebrow="Members" icon={KeyRound}>
        <Notice tone="error">{authMessages.invalidAccess}</Notice>
        {backToLogin}
      </ScreenCard>
    );
  }

  if (!token) {
    return (
      <ScreenCard title="Set Your Password" eyebrow="Members" icon={KeyRound}>
        <div className="flex flex-col gap-3 text-sm leading-relaxed text-ink-300 sm:text-base">
          <p>
            Welcome! To keep your account safe, your password is set from a secure link that we e-mail to{' '}
            <span className="break-all text-ivory">{email}</span> when your application is approved.
          </p>
          <p>Can’t find it, or has it expired? We can send you a fresh one.</p>
        </div>
        <SetupLinkRequest email={email} />
        {backToLogin}
      </ScreenCard>
    );
  }

  return (
    <ScreenCard title="Set Your Password" eyebrow="Members" description="Choose the password you will sign in with." icon={KeyRound}>
      <PasswordForm email={email} token={token} />
      {backToLogin}
    </ScreenCard>
  );
}

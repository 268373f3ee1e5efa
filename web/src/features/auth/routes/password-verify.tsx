import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, InputField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';
import { paths } from '@/config/paths';
import { needsSecondStep, useSignIn, type SignedIn } from '@/features/auth/api/sign-in';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { authMessages } from '@/features/auth/lib/auth-messages';
import { accountHoldNs, heldAccountMessage } from '@/features/auth/lib/held-account';
import { rememberSignedInFounder } from '@/features/auth/lib/signed-in-session';
import { ApiError } from '@/lib/api-client';
import { readSession, removeSession } from '@/lib/session';

const verifySchema = z.object({ password: z.string().min(1, 'Please enter your password.') });

function failureMessage(error: Error, held: string | null): string {
  if (held) return `❌ ${held}`;
  if (!(error instanceof ApiError)) return authMessages.verifyFailed;
  if (error.status === 401) return authMessages.wrongPassword;
  // The server's message says how long to wait.
  if (error.status === 429) return `❌ ${error.message}`;
  return authMessages.verifyFailed;
}

function VerifyForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation(accountHoldNs);
  const [message, setMessage] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useZodForm(verifySchema, { defaultValues: { password: '' } });
  const signIn = useSignIn();

  const enter = (member: SignedIn) => {
    rememberSignedInFounder(member);
    void navigate(member.hasPhoto ? paths.founder.discover.getHref() : paths.profilePictureSetup.getHref());
  };

  const onSubmit = ({ password }: z.output<typeof verifySchema>) => {
    setMessage(null);
    signIn.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          if (needsSecondStep(answer)) setChallenge(answer.challenge);
          else enter(answer);
        },
        onError: (error) => {
          setMessage(failureMessage(error, heldAccountMessage(error, t, i18n.language)));
          form.resetField('password');
          form.setFocus('password');
        },
      },
    );
  };

  const switchEmail = () => {
    removeSession('pending_email');
    void navigate(paths.auth.founderLogin.getHref());
  };

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={enter}
        onExpired={() => {
          setChallenge(null);
          setMessage(authMessages.secondStepExpired);
        }}
      />
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Enter Password" aria-busy={signIn.isPending} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <label htmlFor="pending-email" className="text-sm font-medium text-ink-200">
          Email
        </label>
        <input
          id="pending-email"
          type="email"
          value={email}
          readOnly
          autoComplete="username"
          className="block h-12 w-full rounded-xl border border-ink-600 bg-ink-950/40 px-4 text-[0.95rem] text-ink-200"
        />
      </div>
      <div className="flex flex-col gap-2">
        <InputField name="password" label="Password" type="password" required autoComplete="current-password" autoFocus />
        <Link to={paths.auth.forgotPassword.getHref()} className="self-end text-sm text-ink-300 underline-offset-4 hover:text-gold-300 hover:underline">
          Forgot password?
        </Link>
      </div>
      <StatusMessage message={message} />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" size="lg" disabled={signIn.isPending} className="sm:flex-1">
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
        <Button variant="ghost" size="lg" onClick={switchEmail}>
          Use Different Email
        </Button>
      </div>
    </Form>
  );
}

export function PasswordVerifyRoute() {
  const [pendingEmail] = useState(() => readSession('pending_email'));
  if (!pendingEmail) return <Navigate to={paths.auth.founderLogin.getHref()} replace />;
  return (
    <ScreenCard title="Enter Password" eyebrow="Members" description="Welcome back. Enter your password to sign in." icon={LockKeyhole}>
      <VerifyForm email={pendingEmail} />
    </ScreenCard>
  );
}

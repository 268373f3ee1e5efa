import { ArrowLeft, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';

import { Button, ButtonLink } from '@/components/ui/button';
import { Form, InputField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';
import { paths } from '@/config/paths';
import { useStartSignIn } from '@/features/auth/api/start-sign-in';
import { authMessages } from '@/features/auth/lib/auth-messages';
import { ApiError } from '@/lib/api-client';
import { noticeOf } from '@/lib/route-notice';
import { writeSession } from '@/lib/session';

const loginSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address.').pipe(z.email('Please enter a valid email address.')),
});

export function FounderLoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  // A screen that sent the member here may leave a message, e.g. after a password reset.
  const [message, setMessage] = useState<string | null>(() => noticeOf(location.state));
  const form = useZodForm(loginSchema, { defaultValues: { email: '' } });
  const startSignIn = useStartSignIn();

  const onSubmit = ({ email }: z.output<typeof loginSchema>) => {
    setMessage(null);
    startSignIn.mutate(email, {
      onSuccess: ({ next }) => {
        if (next === 'password-setup') {
          void navigate(paths.auth.passwordSetup.getHref(email));
          return;
        }
        writeSession('pending_email', email);
        void navigate(paths.auth.passwordVerify.getHref());
      },
      onError: (error) => {
        setMessage(error instanceof ApiError && error.status === 404 ? authMessages.emailNotApproved : authMessages.loginFailed);
      },
    });
  };

  const signingIn = startSignIn.isPending;

  return (
    <ScreenCard title="Founder Login" eyebrow="Members" description="Approved founders sign in with their email." icon={LogIn}>
      <Form form={form} onSubmit={onSubmit} aria-label="Founder Login" aria-busy={signingIn} className="flex flex-col gap-5">
        <InputField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" placeholder="you@yourstartup.in" />
        <StatusMessage message={message} />
        <Button type="submit" size="lg" disabled={signingIn} className="w-full">
          {signingIn ? 'Signing In...' : 'Sign In'}
        </Button>
        <Link to={paths.auth.forgotPassword.getHref()} className="self-center text-sm text-ink-300 underline-offset-4 hover:text-gold-300 hover:underline">
          Forgot password?
        </Link>
      </Form>
      <div className="flex flex-col gap-3 border-t border-white/7 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-300">Not a member yet?</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.onboarding.step1.getHref()} variant="secondary">
            Apply to Join
          </ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="ghost">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </ButtonLink>
        </div>
      </div>
    </ScreenCard>
  );
}

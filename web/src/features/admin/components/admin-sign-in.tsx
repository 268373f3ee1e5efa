import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, InputField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';
import { paths } from '@/config/paths';
import { useSignInAdmin, type AdminEnrolmentNeeded } from '@/features/admin/api/sign-in-admin';
import { AdminTwoFactorStep } from '@/features/admin/components/admin-two-factor-step';
import { ApiError } from '@/lib/api-client';
import { noticeOf } from '@/lib/route-notice';

const adminSignInSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address.').pipe(z.email('Please enter a valid email address.')),
  password: z.string().min(1, 'Please enter your password.'),
});

function failureMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return '❌ Incorrect email or password.';
  if (error instanceof ApiError && error.status === 429) return `❌ ${error.message}`;
  return '❌ Could not sign in. Please try again.';
}

type Step = { kind: 'password' } | { kind: 'code'; challenge: string } | { kind: 'enrol'; enrolment: AdminEnrolmentNeeded };

export function AdminSignIn() {
  const location = useLocation();
  // A screen that sent the administrator here may leave a message, e.g. after a password reset.
  const [message, setMessage] = useState<string | null>(() => noticeOf(location.state));
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const form = useZodForm(adminSignInSchema, { defaultValues: { email: '', password: '' } });
  const signIn = useSignInAdmin();

  const onSubmit = (credentials: z.output<typeof adminSignInSchema>) => {
    setMessage(null);
    signIn.mutate(credentials, {
      onSuccess: (answer) => {
        form.resetField('password');
        if (!('next' in answer)) return;
        setStep(answer.next === 'two-factor' ? { kind: 'code', challenge: answer.challenge } : { kind: 'enrol', enrolment: answer });
      },
      onError: (error) => {
        setMessage(failureMessage(error));
        form.resetField('password');
      },
    });
  };

  const backToPassword = (notice: string | null) => {
    setStep({ kind: 'password' });
    setMessage(notice);
  };

  if (step.kind !== 'password') {
    const enrolling = step.kind === 'enrol';
    return (
      <ScreenCard
        title={enrolling ? 'Set Up Two-Factor Sign-In' : 'Two-Factor Sign-In'}
        eyebrow="Administration"
        description={enrolling ? 'Your administrator account needs an authenticator app before it can sign in.' : 'Your password was right. One more step.'}
        icon={ShieldCheck}
        className="mt-4 sm:mt-10"
      >
        <AdminTwoFactorStep
          challenge={enrolling ? step.enrolment.challenge : step.challenge}
          enrolment={enrolling ? step.enrolment : undefined}
          onExpired={() => backToPassword('❌ Your sign-in has expired. Please enter your password again.')}
          onBack={() => backToPassword(null)}
        />
      </ScreenCard>
    );
  }

  return (
    <ScreenCard title="Admin Sign In" eyebrow="Administration" description="Sign in with your administrator account to review the queue." icon={ShieldCheck} className="mt-4 sm:mt-10">
      <Form form={form} onSubmit={onSubmit} aria-label="Admin Sign In" aria-busy={signIn.isPending} className="flex flex-col gap-5">
        <InputField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
        <InputField name="password" label="Password" type="password" autoComplete="current-password" />
        <StatusMessage message={message} />
        <Button type="submit" size="lg" disabled={signIn.isPending} className="w-full">
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
        <Link to={paths.adminForgotPassword.getHref()} className="self-center text-sm text-ink-300 underline-offset-4 hover:text-gold-300 hover:underline">
          Forgot password?
        </Link>
      </Form>
    </ScreenCard>
  );
}

import { MailQuestion } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, InputField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';
import { useRequestResetLink } from '@/features/password-reset/api/request-reset-link';
import { BackToLogin } from '@/features/password-reset/components/back-to-login';
import { administrators, members, type ResetAudience } from '@/features/password-reset/lib/audience';
import { ApiError } from '@/lib/api-client';
import { readSession } from '@/lib/session';

const emailSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address.').pipe(z.email('Please enter a valid email address.')),
});

const sentMessage = (audience: ResetAudience) =>
  `If that address belongs to ${audience.who}, a link to reset the password is on its way. It works once, for 30 minutes.`;

function failureMessage(error: Error): string {
  if (error instanceof ApiError) {
    const field = error.fields.email;
    if (field) return `❌ ${field}`;
    // The server's message says how long to wait.
    if (error.status === 429) return `❌ ${error.message}`;
  }
  return '❌ Could not send the link. Please try again.';
}

function ForgotPassword({ audience }: { audience: ResetAudience }) {
  const [message, setMessage] = useState<string | null>(null);
  const form = useZodForm(emailSchema, { defaultValues: { email: audience === members ? readSession('pending_email') : '' } });
  const requestResetLink = useRequestResetLink(audience);

  const onSubmit = ({ email }: z.output<typeof emailSchema>) => {
    setMessage(null);
    requestResetLink.mutate(email, { onError: (error) => setMessage(failureMessage(error)) });
  };

  const sent = requestResetLink.isSuccess;

  return (
    <ScreenCard
      title="Forgot Password"
      eyebrow={audience.eyebrow}
      description="Enter the email you sign in with, and we will e-mail you a link to choose a new password."
      icon={MailQuestion}
    >
      <Form form={form} onSubmit={onSubmit} aria-label="Forgot Password" aria-busy={requestResetLink.isPending} className="flex flex-col gap-5">
        {sent ? null : (
          <InputField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" placeholder="you@yourstartup.in" />
        )}
        <StatusMessage message={sent ? sentMessage(audience) : message} />
        {sent ? null : (
          <Button type="submit" size="lg" disabled={requestResetLink.isPending} className="w-full">
            {requestResetLink.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        )}
      </Form>
      <BackToLogin to={audience.signInHref} />
    </ScreenCard>
  );
}

export const ForgotPasswordRoute = () => <ForgotPassword audience={members} />;

/** /admin/forgot-password, from the admin sign-in. */
export const AdminForgotPasswordRoute = () => <ForgotPassword audience={administrators} />;

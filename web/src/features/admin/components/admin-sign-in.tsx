import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, InputField, useZodForm } from '@/components/ui/form';
import { StatusMessage } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';
import { useSignInAdmin } from '@/features/admin/api/sign-in-admin';
import { ApiError } from '@/lib/api-client';

const adminSignInSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address.').pipe(z.email('Please enter a valid email address.')),
  password: z.string().min(1, 'Please enter your password.'),
});

function failureMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return '❌ Incorrect email or password.';
  if (error instanceof ApiError && error.status === 429) return `❌ ${error.message}`;
  return '❌ Could not sign in. Please try again.';
}

export function AdminSignIn() {
  const [message, setMessage] = useState<string | null>(null);
  const form = useZodForm(adminSignInSchema, { defaultValues: { email: '', password: '' } });
  const signIn = useSignInAdmin();

  const onSubmit = (credentials: z.output<typeof adminSignInSchema>) => {
    setMessage(null);
    signIn.mutate(credentials, {
      onError: (error) => {
        setMessage(failureMessage(error));
        form.resetField('password');
      },
    });
  };

  return (
    <ScreenCard title="Admin Sign In" eyebrow="Administration" description="Sign in with your administrator account to review the queue." icon={ShieldCheck} className="mt-4 sm:mt-10">
      <Form form={form} onSubmit={onSubmit} aria-label="Admin Sign In" aria-busy={signIn.isPending} className="flex flex-col gap-5">
        <InputField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
        <InputField name="password" label="Password" type="password" autoComplete="current-password" />
        <StatusMessage message={message} />
        <Button type="submit" size="lg" disabled={signIn.isPending} className="w-full">
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </Form>
    </ScreenCard>
  );
}

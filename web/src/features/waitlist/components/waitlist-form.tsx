import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Form, InputField, SelectField, TextareaField, useZodForm } from '@/components/ui/form';
import {
  useJoinWaitlist,
  waitlistEntrySchema,
  waitlistRoles,
  type WaitlistEntry,
  type WaitlistRole,
} from '@/features/waitlist/api/join-waitlist';
import { ApiError, NetworkError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export const waitlistMessages = {
  joined: "✅ Successfully joined the waitlist! We'll be in touch soon.",
  failed: '❌ Something went wrong. Please try again.',
  offline: '❌ Network error. Please check your connection and try again.',
} as const;

const emptyEntry = { name: '', email: '', role: 'Founder', city: '', bio: '', referral: '' } as const;

const roleOptions = waitlistRoles.map((role) => ({ value: role, label: role }));

/** A request from outside the form (the hero buttons) to preselect a role; a new object each time. */
export type RoleRequest = { role: WaitlistRole };

const fieldNames = ['name', 'email', 'role', 'city', 'bio', 'referral'] as const;

export function WaitlistForm({ roleRequest }: { roleRequest?: RoleRequest | null }) {
  const form = useZodForm(waitlistEntrySchema, { defaultValues: emptyEntry });
  const [message, setMessage] = useState<string | null>(null);
  const joinWaitlist = useJoinWaitlist();

  useEffect(() => {
    if (!roleRequest) return;
    form.setValue('role', roleRequest.role, { shouldDirty: true });
    document.getElementById('waitlist-name')?.focus({ preventScroll: true });
  }, [roleRequest, form]);

  const onSubmit = (entry: WaitlistEntry) => {
    setMessage(null);
    joinWaitlist.mutate(entry, {
      onSuccess: () => {
        setMessage(waitlistMessages.joined);
        form.reset(emptyEntry);
      },
      onError: (error) => {
        setMessage(error instanceof NetworkError ? waitlistMessages.offline : waitlistMessages.failed);
        if (error instanceof ApiError) {
          for (const name of fieldNames) {
            const fieldMessage = error.fields[name];
            if (fieldMessage) form.setError(name, { message: fieldMessage });
          }
        }
      },
    });
  };

  const submitting = joinWaitlist.isPending;
  const succeeded = message?.startsWith('✅') ?? false;

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="waitlist-title" aria-busy={submitting} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id="waitlist-name" name="name" label="Full name" autoComplete="name" placeholder="Aarav Mehta" />
        <InputField name="email" label="Email" type="email" autoComplete="email" inputMode="email" placeholder="aarav@startup.in" />
        <SelectField name="role" label="I am joining as" options={roleOptions} />
        <InputField name="city" label="City" autoComplete="address-level2" placeholder="Bengaluru" />
      </div>
      <TextareaField name="bio" label="Tell us about yourself" optional rows={3} placeholder="What are you building, backing or mentoring?" />
      <InputField name="referral" label="Referral code" optional autoComplete="off" placeholder="If a member invited you" />

      <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full sm:w-auto sm:self-start">
        {submitting ? 'Joining the waitlist…' : 'Join the waitlist'}
        {submitting ? null : <Send aria-hidden="true" className="size-4" />}
      </Button>

      <div role="status" aria-live="polite">
        {message ? (
          <p
            className={cn(
              'rounded-xl border px-4 py-3 text-sm font-medium',
              succeeded ? 'border-emerald-400/30 bg-emerald-400/10 text-emerald-200' : 'border-rose-400/30 bg-rose-400/10 text-rose-200',
            )}
          >
            {message}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

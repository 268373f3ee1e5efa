import { MailPlus } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/notice';
import { useRequestSetupLink } from '@/features/auth/api/request-setup-link';
import { ApiError } from '@/lib/api-client';

function sentMessage(email: string): string {
  return `If ${email} belongs to an approved member, a fresh link is on its way. It can take a minute to arrive; check your spam folder too.`;
}

/** Asks the server to e-mail a new single-use password-setup link. */
export function SetupLinkRequest({ email }: { email: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const requestSetupLink = useRequestSetupLink();

  const send = () => {
    setMessage(null);
    requestSetupLink.mutate(email, {
      onSuccess: () => setMessage(sentMessage(email)),
      onError: (error) =>
        setMessage(error instanceof ApiError && error.status === 429 ? `❌ ${error.message}` : '❌ Could not send the link. Please try again.'),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" onClick={send} disabled={requestSetupLink.isPending} className="self-start">
        <MailPlus aria-hidden="true" className="size-4" />
        {requestSetupLink.isPending ? 'Sending...' : 'Email me a fresh link'}
      </Button>
      <StatusMessage message={message} />
    </div>
  );
}

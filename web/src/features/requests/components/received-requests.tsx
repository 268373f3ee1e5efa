import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '@/components/ui/notice';
import { useReceivedRequests } from '@/features/requests/api/get-requests';
import { ApplicationRequestCard } from '@/features/requests/components/application-request-card';
import { IntroductionCard } from '@/features/requests/components/introduction-card';
import { requestsNs } from '@/features/requests/i18n';

/**
 * Requests waiting for my answer on /connections: cofounder applications and investors'
 * introductions. Shown only when there are any; `onConnected` runs when an accept made a connection.
 */
export function ReceivedRequests({ onConnected }: { onConnected: () => void }) {
  const { t } = useTranslation(requestsNs);
  const requests = useReceivedRequests();
  const [status, setStatus] = useState<string | null>(null);
  const applications = requests.data?.applications ?? [];
  const introductions = requests.data?.introductions.filter((introduction) => introduction.status === 'pending') ?? [];
  const count = applications.length + introductions.length;

  const onAnswered = (message: string, connected: boolean) => {
    setStatus(message);
    if (connected) onConnected();
  };

  return (
    <>
      <StatusMessage message={status} />
      {count > 0 ? (
        <section aria-labelledby="requests-title" className="flex flex-col gap-3">
          <h2 id="requests-title" className="flex items-center gap-2 font-display text-xl text-ivory">
            {t('title')}
            <span className="rounded-full bg-gold-400/20 px-2 py-0.5 font-sans text-xs text-gold-100 tabular-nums">{count}</span>
          </h2>
          <ul aria-label={t('title')} className="flex flex-col gap-3">
            {applications.map((application) => (
              <li key={`application-${application.id}`}>
                <ApplicationRequestCard application={application} onAnswered={onAnswered} />
              </li>
            ))}
            {introductions.map((introduction) => (
              <li key={`introduction-${introduction.id}`}>
                <IntroductionCard introduction={introduction} onAnswered={onAnswered} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

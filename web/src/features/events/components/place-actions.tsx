import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useRegistration, type MemberEvent } from '@/features/events/api/events';
import { eventsNs } from '@/features/events/i18n';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/**
 * What the member can do about an event, on its card and its page: register, join the waiting
 * list, or give the place back; a seat holder of a virtual event also gets the join link.
 */
export function PlaceActions({ event, className }: { event: MemberEvent; className?: string }) {
  const { t } = useTranslation(eventsNs);
  const registration = useRegistration();
  const [error, setError] = useState<string | null>(null);
  const place = event.myPlace;
  const full = event.attendees >= event.capacity;
  const closed = event.status === 'cancelled' || event.isPast;

  const act = (register: boolean) => {
    setError(null);
    registration.mutate(
      { id: event.id, register },
      { onError: (failure) => setError(failure instanceof ApiError && failure.status === 409 ? failure.message : t('failed')) },
    );
  };
  const busy = registration.isPending;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {place?.registered ? <p className="text-sm text-emerald-300">{t('registered')}</p> : null}
      {place && !place.registered ? <p className="text-sm text-gold-200">{t('inLine', { position: place.position })}</p> : null}
      {event.kind === 'virtual' && place?.registered && event.joinUrl ? (
        <a href={event.joinUrl} target="_blank" rel="noreferrer noopener" className="text-sm font-medium text-gold-300 underline underline-offset-4">
          {t('join')}
        </a>
      ) : null}
      {closed ? null : place ? (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => act(false)} aria-label={`${place.registered ? t('unregister') : t('leaveLine')}: ${event.title}`}>
          {place.registered ? t('unregister') : t('leaveLine')}
        </Button>
      ) : (
        <Button size="sm" disabled={busy} onClick={() => act(true)} aria-label={`${full ? t('joinLine') : t('register')}: ${event.title}`}>
          {full ? t('joinLine') : t('register')}
        </Button>
      )}
      {error ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
    </div>
  );
}

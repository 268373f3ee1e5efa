import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { endSession, sessionsKey, signOutOthers, useSessions } from '@/features/auth/api/two-factor';
import { securityNs } from '@/features/auth/i18n';
import { formatRelativeTime } from '@/lib/format-time';

/** Settings → Account: where I am signed in, with "Sign out everywhere else". */
export function SessionsSection() {
  const { t } = useTranslation(securityNs);
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionsKey });
  const others = (sessions.data?.sessions ?? []).filter((session) => !session.current).length;

  const act = async (action: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await action();
      setMessage({ tone: 'success', text: done });
    } catch {
      setMessage({ tone: 'error', text: t('failed') });
    }
    refresh();
  };

  return (
    <div className="flex flex-col gap-2 border-t border-white/7 py-3">
      <p className="text-ivory">{t('sessions.title')}</p>
      <ul aria-label={t('sessions.title')} className="flex flex-col gap-2">
        {(sessions.data?.sessions ?? []).map((session) => (
          <li key={session.id} className="flex items-center justify-between gap-3 rounded-xl border border-white/8 px-3 py-2">
            <div className="min-w-0 text-sm">
              <p className="text-ink-200">
                {session.current ? <span className="font-semibold text-gold-300">{t('sessions.thisDevice')} · </span> : null}
                {session.ip ?? t('sessions.unknownPlace')}
              </p>
              <p className="text-ink-300">{t('sessions.lastActive', { when: formatRelativeTime(session.lastSeenAt) })}</p>
            </div>
            {session.current ? null : (
              <Button size="sm" variant="ghost" onClick={() => void act(() => endSession(session.id), t('sessions.ended'))}>
                {t('sessions.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Button size="sm" variant="secondary" className="w-fit" onClick={() => void act(signOutOthers, t('sessions.ended'))}>
          {t('sessions.signOutOthers')}
        </Button>
      ) : null}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
    </div>
  );
}

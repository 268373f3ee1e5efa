import { LogOut, X } from 'lucide-react';
import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { drawerGroups } from '@/app/layouts/member-navigation';
import { cn } from '@/lib/cn';
import { useFocusTrap } from '@/lib/use-focus-trap';

type MemberDrawerProps = {
  id: string;
  open: boolean;
  email: string;
  signingOut: boolean;
  onClose: () => void;
  onSignOut: () => void;
};

function DrawerPanel({ id, email, signingOut, onClose, onSignOut }: Omit<MemberDrawerProps, 'open'>) {
  const { t } = useTranslation('shell');
  const panelRef = useRef<HTMLDivElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  useFocusTrap(panelRef, true, onClose);
  useEffect(() => firstLinkRef.current?.focus(), []);

  return (
    <m.div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={t('drawer.title')}
      className="absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col border-l border-white/8 bg-ink-900 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]"
      initial={{ x: '100%' }}
      animate={{ x: 0 }}
      exit={{ x: '100%' }}
      transition={{ type: 'tween', duration: 0.25 }}
    >
      <div className="flex items-center justify-between">
        <p className="font-display text-xl text-ivory">{t('drawer.title')}</p>
        <button type="button" onClick={onClose} aria-label={t('drawer.close')} className="grid size-10 place-items-center rounded-full text-ink-300 hover:text-ivory">
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav aria-label={t('drawer.title')} className="-mx-1 mt-4 min-h-0 flex-1 overflow-y-auto px-1">
        {drawerGroups.map((group, groupIndex) => (
          <section key={group.label} aria-labelledby={`${id}-${group.label}`} className="mt-3 first:mt-0">
            <h2 id={`${id}-${group.label}`} className="px-3 pb-1 text-[0.68rem] font-semibold tracking-[0.2em] text-ink-500 uppercase">
              {t(`groups.${group.label}`)}
            </h2>
            <ul className="flex flex-col">
              {group.entries.map((entry, index) => (
                <li key={entry.to}>
                  <NavLink
                    ref={groupIndex === 0 && index === 0 ? firstLinkRef : undefined}
                    to={entry.to}
                    onClick={onClose}
                    className={({ isActive }) =>
                      cn('flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-sm', isActive ? 'bg-gold-400/12 text-gold-200' : 'text-ink-200 hover:bg-white/5')
                    }
                  >
                    <entry.icon aria-hidden="true" className="size-5" strokeWidth={1.7} />
                    {t(`nav.${entry.label}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="mt-4 shrink-0 border-t border-white/7 pt-4">
        <p className="px-3 text-xs text-ink-500">{t('signedInAs')}</p>
        <p className="truncate px-3 text-sm text-ivory" title={email}>
          {email}
        </p>
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          className="mt-3 flex w-full items-center gap-3 rounded-xl px-3 py-3 text-sm text-ink-200 hover:bg-white/5 hover:text-gold-200 disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="size-5" strokeWidth={1.7} />
          {t('signOut')}
        </button>
      </div>
    </m.div>
  );
}

/** The mobile drawer ("More"): every screen the bottom bar lacks, by the sidebar's groups; who is signed in, and Sign out. */
export function MemberDrawer({ open, ...panel }: MemberDrawerProps) {
  return (
    <AnimatePresence>
      {open ? (
        <div className="fixed inset-0 z-50 desktop:hidden">
          <m.div aria-hidden="true" className="absolute inset-0 bg-black/60 backdrop-blur-sm" onClick={panel.onClose} initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }} />
          <DrawerPanel {...panel} />
        </div>
      ) : null}
    </AnimatePresence>
  );
}

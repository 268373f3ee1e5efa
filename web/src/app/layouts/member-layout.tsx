import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet } from 'react-router';

import { bottomBarEntries, drawerEntries, sidebarGroups, type NavEntry } from '@/app/layouts/member-navigation';
import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { cn } from '@/lib/cn';
import { readSession } from '@/lib/session';

function SidebarLink({ entry, collapsed }: { entry: NavEntry; collapsed: boolean }) {
  const Icon = entry.icon;
  return (
    <NavLink
      to={entry.to}
      title={collapsed ? entry.label : undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-xl px-3 py-2 text-sm transition-colors',
          collapsed && 'justify-center px-0',
          isActive ? 'bg-gold-400/12 text-gold-200' : 'text-ink-300 hover:bg-white/5 hover:text-ivory',
        )
      }
    >
      <Icon aria-hidden="true" className="size-4.5 shrink-0" strokeWidth={1.7} />
      <span className={cn(collapsed && 'sr-only')}>{entry.label}</span>
    </NavLink>
  );
}

function Sidebar() {
  const [collapsed, setCollapsed] = useState(false);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-white/7 bg-ink-900/70 transition-[width] duration-300 desktop:flex',
        collapsed ? 'w-20' : 'w-64',
      )}
    >
      <div className={cn('flex h-18 items-center px-5', collapsed && 'justify-center px-0')}>
        {collapsed ? <Brand to={paths.founder.discover.getHref()} className="[&>span]:sr-only" /> : <Brand to={paths.founder.discover.getHref()} />}
      </div>
      <nav aria-label="Founder" className="flex-1 overflow-y-auto px-3 pb-4">
        {sidebarGroups.map((group) => (
          <div key={group.label} className="mt-4 first:mt-1">
            <p className={cn('px-3 pb-1.5 text-[0.68rem] font-semibold tracking-[0.2em] text-ink-500 uppercase', collapsed && 'sr-only')}>
              {group.label}
            </p>
            <ul className="flex flex-col gap-0.5">
              {group.entries.map((entry) => (
                <li key={entry.to}>
                  <SidebarLink entry={entry} collapsed={collapsed} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <button
        type="button"
        onClick={() => setCollapsed((isCollapsed) => !isCollapsed)}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        className="m-3 flex items-center justify-center gap-2 rounded-xl border border-white/7 py-2 text-xs text-ink-300 hover:border-gold-400/30 hover:text-gold-300"
      >
        <ToggleIcon aria-hidden="true" className="size-4" />
        {collapsed ? null : 'Collapse'}
      </button>
    </aside>
  );
}

function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    firstLinkRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  return (
    <AnimatePresence>
      {open ? (
        <div className="fixed inset-0 z-50 desktop:hidden">
          <m.div
            aria-hidden="true"
            className="absolute inset-0 bg-black/60 backdrop-blur-sm"
            onClick={onClose}
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
          />
          <m.div
            role="dialog"
            aria-modal="true"
            aria-label="More"
            className="absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col border-l border-white/8 bg-ink-900 p-5"
            initial={{ x: '100%' }}
            animate={{ x: 0 }}
            exit={{ x: '100%' }}
            transition={{ type: 'tween', duration: 0.25 }}
          >
            <div className="flex items-center justify-between">
              <p className="font-display text-xl text-ivory">More</p>
              <button type="button" onClick={onClose} aria-label="Close menu" className="grid size-10 place-items-center rounded-full text-ink-300 hover:text-ivory">
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <ul className="mt-6 flex flex-col gap-1">
              {drawerEntries.map((entry, index) => (
                <li key={entry.to}>
                  <NavLink
                    ref={index === 0 ? firstLinkRef : undefined}
                    to={entry.to}
                    onClick={onClose}
                    className={({ isActive }) =>
                      cn('flex items-center gap-3 rounded-xl px-3 py-3 text-sm', isActive ? 'bg-gold-400/12 text-gold-200' : 'text-ink-200 hover:bg-white/5')
                    }
                  >
                    <entry.icon aria-hidden="true" className="size-5" strokeWidth={1.7} />
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </m.div>
        </div>
      ) : null}
    </AnimatePresence>
  );
}

function BottomBar() {
  return (
    <nav aria-label="Primary" className="fixed inset-x-0 bottom-0 z-40 border-t border-white/8 bg-ink-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl desktop:hidden">
      <ul className="grid grid-cols-5">
        {bottomBarEntries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              className={({ isActive }) =>
                cn('flex flex-col items-center gap-1 py-2.5 text-[0.7rem] transition-colors', isActive ? 'text-gold-300' : 'text-ink-300 hover:text-ivory')
              }
            >
              <entry.icon aria-hidden="true" className="size-5" strokeWidth={1.7} />
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The founder area: sidebar on desktop, bottom bar and drawer up to 768 px. */
export function MemberLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const founderEmail = readSession('founder_email');

  return (
    <div className="min-h-dvh bg-ink-950 desktop:flex">
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-white/7 bg-ink-950/80 px-4 backdrop-blur-xl desktop:h-18 desktop:px-8">
          <div className="desktop:hidden">
            <Brand to={paths.founder.discover.getHref()} />
          </div>
          <p className="hidden text-sm text-ink-300 desktop:block">
            {founderEmail ? (
              <>
                Signed in as <span className="text-ivory">{founderEmail}</span>
              </>
            ) : (
              'Founder area'
            )}
          </p>
          <div className="flex items-center gap-2">
            {founderEmail ? (
              <span className="max-w-40 truncate rounded-full border border-white/8 px-3 py-1.5 text-xs text-ink-300 desktop:hidden" title={founderEmail}>
                {founderEmail}
              </span>
            ) : null}
            <NotificationBell />
            <button
              type="button"
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              className="grid size-10 place-items-center rounded-full border border-white/8 bg-ink-900 text-ink-200 desktop:hidden"
            >
              <Menu aria-hidden="true" className="size-4.5" />
            </button>
          </div>
        </header>
        <main id="main" className="flex-1 px-4 pt-6 pb-28 desktop:px-10 desktop:pt-10 desktop:pb-12">
          <Outlet />
        </main>
      </div>
      <BottomBar />
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
    </div>
  );
}

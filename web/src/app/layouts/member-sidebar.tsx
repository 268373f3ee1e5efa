import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { sidebarGroups, type NavEntry } from '@/app/layouts/member-navigation';
import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

function SidebarLink({ entry, collapsed }: { entry: NavEntry; collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const Icon = entry.icon;
  const label = t(`nav.${entry.label}`);
  return (
    <NavLink
      to={entry.to}
      title={collapsed ? label : undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-xl px-3 py-2 text-sm transition-colors',
          collapsed && 'justify-center px-0',
          isActive ? 'bg-gold-400/12 text-gold-200' : 'text-ink-300 hover:bg-white/5 hover:text-ivory',
        )
      }
    >
      <Icon aria-hidden="true" className="size-4.5 shrink-0" strokeWidth={1.7} />
      <span className={cn(collapsed && 'sr-only')}>{label}</span>
    </NavLink>
  );
}

/** The desktop navigation, collapsible to icons. */
export function MemberSidebar() {
  const { t } = useTranslation('shell');
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
      <nav aria-label={t('sidebar.label')} className="flex-1 overflow-y-auto px-3 pb-4">
        {sidebarGroups.map((group) => (
          <div key={group.label} className="mt-4 first:mt-1">
            <p className={cn('px-3 pb-1.5 text-[0.68rem] font-semibold tracking-[0.2em] text-ink-500 uppercase', collapsed && 'sr-only')}>
              {t(`groups.${group.label}`)}
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
        aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapseLabel')}
        aria-expanded={!collapsed}
        className="m-3 flex items-center justify-center gap-2 rounded-xl border border-white/7 py-2 text-xs text-ink-300 hover:border-gold-400/30 hover:text-gold-300"
      >
        <ToggleIcon aria-hidden="true" className="size-4" />
        {collapsed ? null : t('sidebar.collapse')}
      </button>
    </aside>
  );
}

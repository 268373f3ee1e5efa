import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { bottomBarEntries } from '@/app/layouts/member-navigation';
import { cn } from '@/lib/cn';

/** The mobile navigation, up to 768 px wide. Screens keep their last actions above it (`pb-28` on main). */
export function MemberBottomBar() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('bottomBar')} className="fixed inset-x-0 bottom-0 z-40 border-t border-white/8 bg-ink-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl desktop:hidden">
      <ul className="grid grid-cols-5">
        {bottomBarEntries.map((entry) => (
          <li key={entry.to} className="min-w-0">
            <NavLink
              to={entry.to}
              className={({ isActive }) =>
                cn('flex flex-col items-center gap-1 py-2.5 text-[0.7rem] transition-colors', isActive ? 'text-gold-300' : 'text-ink-300 hover:text-ivory')
              }
            >
              <entry.icon aria-hidden="true" className="size-5" strokeWidth={1.7} />
              <span className="max-w-full truncate">{t(`nav.${entry.label}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from 'react-router';

import { adminSectionHref, type AdminSection } from '@/features/admin/lib/admin-sections';
import { cn } from '@/lib/cn';

/**
 * The parts of /admin as tab-like links: each is its own address (?section=), so Back, reload and
 * open-in-a-new-tab work, and the one shown is marked aria-current.
 */
export function SectionNav({ sections, active }: { sections: readonly AdminSection[]; active: AdminSection }) {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-wrap gap-1 rounded-2xl border border-white/8 bg-ink-900/60 p-1 sm:inline-flex sm:min-w-2xl sm:flex-nowrap">
        {sections.map((section) => {
          const current = section.key === active.key;
          return (
            <li key={section.key} className="flex flex-auto sm:flex-1">
              <Link
                to={adminSectionHref(section)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex flex-1 items-center justify-center rounded-xl px-3 py-2.5 text-center text-sm leading-tight font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
                  current ? 'bg-gold-400/15 text-gold-200' : 'text-ink-300 hover:bg-white/5 hover:text-ivory',
                )}
              >
                {section.tab}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

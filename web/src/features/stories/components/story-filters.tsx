import { useTranslation } from 'react-i18next';

import { storyFilters, type StoryFilter } from '@/features/stories/api/get-stories';
import { storiesNs } from '@/features/stories/i18n';
import { cn } from '@/lib/cn';

/** SPEC section 9's filter list as toggle chips; the industry names stay as the SPEC writes them in every language. */
export function StoryFilters({ active, onSelect }: { active: StoryFilter; onSelect: (filter: StoryFilter) => void }) {
  const { t } = useTranslation(storiesNs);
  return (
    <div role="group" aria-label={t('filters')} className="flex flex-wrap gap-2">
      {storyFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={active === filter}
          onClick={() => onSelect(filter)}
          className={cn(
            'h-9 rounded-full border px-4 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
            active === filter ? 'border-gold-400 bg-gold-400/15 text-gold-100' : 'border-white/10 text-ink-200 hover:border-gold-400/40',
          )}
        >
          {filter === 'all' ? t('all') : filter}
        </button>
      ))}
    </div>
  );
}

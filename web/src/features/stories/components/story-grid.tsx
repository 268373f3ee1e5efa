import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import type { Story } from '@/features/stories/api/get-stories';
import { StoryCard } from '@/features/stories/components/story-card';
import { storiesNs } from '@/features/stories/i18n';
import { cn } from '@/lib/cn';

type StoryGridProps = {
  stories: Story[] | undefined;
  /** The stories of the previous filter are shown while the new filter's arrive. */
  stale: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** The grid of stories, its loading outline, its failure and the SPEC's empty text. */
export function StoryGrid({ stories, stale, failed, onRetry }: StoryGridProps) {
  const { t } = useTranslation(storiesNs);
  if (failed && !stories) return <LoadFailed what={t('what')} message={t('loadFailed')} onRetry={onRetry} />;
  if (!stories) {
    return (
      <div aria-busy="true" aria-label={t('loading')} className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-64 animate-pulse rounded-3xl bg-ink-900/70" />
        ))}
      </div>
    );
  }
  if (stories.length === 0 && !stale) {
    return (
      <EmptyState icon={Trophy} title={t('empty')}>
        {t('emptyText')}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={stale} className={cn('grid gap-4 transition-opacity md:grid-cols-2 2xl:grid-cols-3', stale && 'opacity-60')}>
      {stories.map((story) => (
        <StoryCard key={story.id} story={story} />
      ))}
    </div>
  );
}

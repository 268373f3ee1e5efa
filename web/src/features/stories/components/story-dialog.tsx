import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { useStory } from '@/features/stories/api/get-story';
import { StoryDetails } from '@/features/stories/components/story-details';
import { storiesNs } from '@/features/stories/i18n';
import { ApiError } from '@/lib/api-client';

/** The modal of /success-stories/:id: the story read by its id, so a link works whatever the grid shows. */
export function StoryDialog({ storyId, onClose }: { storyId: string; onClose: () => void }) {
  const { t } = useTranslation(storiesNs);
  const story = useStory(storyId);

  if (story.data) {
    return (
      <Dialog title={story.data.title} description={t('byline', { founder: story.data.founder, company: story.data.company })} onClose={onClose} className="sm:max-w-2xl">
        <StoryDetails story={story.data} />
      </Dialog>
    );
  }
  if (story.error instanceof ApiError && story.error.status === 404) {
    return (
      <Dialog title={t('story.notFound')} description={t('story.notFoundText')} onClose={onClose}>
        <Button variant="secondary" onClick={onClose}>
          {t('story.back')}
        </Button>
      </Dialog>
    );
  }
  if (story.isError) {
    return (
      <Dialog title={t('title')} onClose={onClose}>
        <LoadFailed what={t('what')} message={t('story.loadFailed')} onRetry={() => void story.refetch()} />
      </Dialog>
    );
  }
  return (
    <Dialog title={t('story.loading')} onClose={onClose} className="sm:max-w-2xl">
      <div aria-busy="true" className="flex flex-col gap-3">
        <div className="h-16 animate-pulse rounded-xl bg-ink-950/60" />
        <div className="h-32 animate-pulse rounded-xl bg-ink-950/60" />
      </div>
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';

import { ScreenHeading } from '@/components/ui/screen-heading';
import { paths } from '@/config/paths';
import { useStories, type StoryFilter } from '@/features/stories/api/get-stories';
import { StoryDialog } from '@/features/stories/components/story-dialog';
import { StoryFilters } from '@/features/stories/components/story-filters';
import { StoryGrid } from '@/features/stories/components/story-grid';
import { storiesNs } from '@/features/stories/i18n';
import { wasOpenedFromGrid } from '@/features/stories/lib/story-location';

/**
 * /success-stories and /success-stories/:storyId (SPEC section 2): the grid with the SPEC's filters,
 * and a story's modal over it while the address names one. Both addresses render this one screen,
 * so the grid and its filter stay put while a story opens and closes.
 */
export function SuccessStoriesRoute() {
  const { t } = useTranslation(storiesNs);
  const { storyId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<StoryFilter>('all');
  const stories = useStories(filter);

  const closeStory = () => {
    if (wasOpenedFromGrid(location.state)) void navigate(-1);
    else void navigate(paths.founder.successStories.getHref(), { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <ScreenHeading eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <StoryFilters active={filter} onSelect={setFilter} />
      <StoryGrid stories={stories.data?.stories} stale={stories.isPlaceholderData} failed={stories.isError} onRetry={() => void stories.refetch()} />
      {storyId === undefined ? null : <StoryDialog key={storyId} storyId={storyId} onClose={closeStory} />}
    </div>
  );
}

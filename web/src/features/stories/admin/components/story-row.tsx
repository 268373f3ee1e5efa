import { ContentRowFooter } from '@/components/admin/content-row-footer';
import { ContentStatusBadge } from '@/components/admin/content-status-badge';
import type { AdminStory } from '@/features/stories/admin/api/get-admin-stories';

type StoryRowProps = { story: AdminStory; onEdit: (story: AdminStory) => void; onDelete: (story: AdminStory) => void };

/** One success story in the admin list. */
export function StoryRow({ story, onEdit, onDelete }: StoryRowProps) {
  const facts = [story.industry, story.funding, story.timeline].filter(Boolean).join(' · ');
  return (
    <article aria-label={story.title} data-status={story.status} className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-900/60 p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-ivory">{story.title}</h3>
          <p className="mt-0.5 text-sm break-words text-ink-300">
            {story.founder} · {story.company}
          </p>
        </div>
        <ContentStatusBadge status={story.status} />
      </header>
      {facts ? <p className="text-sm text-ink-200">{facts}</p> : null}
      <ContentRowFooter name={story.title} updatedAt={story.updatedAt} onEdit={() => onEdit(story)} onDelete={() => onDelete(story)} />
    </article>
  );
}

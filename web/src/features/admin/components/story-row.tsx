import { Pencil, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { AdminStory } from '@/features/admin/api/get-admin-stories';
import { ContentStatusBadge } from '@/features/admin/components/content-status-badge';
import { formatWhen } from '@/features/admin/lib/review-card';

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
      <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-white/6 pt-3">
        <p className="text-xs text-ink-500">
          Updated <time dateTime={story.updatedAt}>{formatWhen(story.updatedAt)}</time>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => onEdit(story)} aria-label={`Edit: ${story.title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDelete(story)} aria-label={`Delete: ${story.title}`} className="text-rose-200 hover:text-rose-100">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </footer>
    </article>
  );
}

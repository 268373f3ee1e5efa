/** An event's or a story's status. */
export type ContentStatus = 'published' | 'draft' | 'cancelled';
import { cn } from '@/lib/cn';

const colours: Record<ContentStatus, string> = {
  published: 'border-emerald-400/40 bg-emerald-400/12 text-emerald-200',
  draft: 'border-white/15 bg-white/6 text-ink-200',
  cancelled: 'border-rose-400/40 bg-rose-400/12 text-rose-200',
};

/** An event's or a story's status: published green, draft grey, cancelled red. */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize', colours[status])}>{status}</span>;
}

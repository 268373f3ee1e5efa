import { Pencil, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatWhen } from '@/lib/admin/format-when';

type ContentRowFooterProps = { name: string; updatedAt: string; onEdit: () => void; onDelete: () => void };

/** The foot of a story's or an insight's row: when it last changed, Edit and Delete, each named after the item. */
export function ContentRowFooter({ name, updatedAt, onEdit, onDelete }: ContentRowFooterProps) {
  return (
    <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-white/6 pt-3">
      <p className="text-xs text-ink-500">
        Updated <time dateTime={updatedAt}>{formatWhen(updatedAt)}</time>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit: ${name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete: ${name}`} className="text-rose-200 hover:text-rose-100">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </footer>
  );
}

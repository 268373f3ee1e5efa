import { Trash2 } from 'lucide-react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useDeleteStory } from '@/features/stories/admin/api/delete-story';
import type { AdminStory } from '@/features/stories/admin/api/get-admin-stories';
import { failureText } from '@/lib/admin/server-field-errors';

export function DeleteStoryDialog({ story, onClose, onDone }: { story: AdminStory; onClose: () => void; onDone: (message: string) => void }) {
  const remove = useDeleteStory();
  return (
    <ConfirmDialog
      title="Delete this story?"
      description={`“${story.title}” is removed for good, from /success-stories too. This cannot be undone.`}
      keepLabel="Keep story"
      confirmLabel="Delete story"
      pendingLabel="Deleting…"
      icon={Trash2}
      pending={remove.isPending}
      error={remove.isError ? `❌ ${failureText(remove.error)}` : null}
      onClose={onClose}
      onConfirm={() => remove.mutate(story.id, { onSuccess: () => onDone(`✅ Story deleted: ${story.title}.`) })}
    />
  );
}

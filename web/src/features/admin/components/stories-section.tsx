import { BookOpen } from 'lucide-react';

import { useAdminStories, type AdminStory } from '@/features/admin/api/get-admin-stories';
import { ContentSection, type ConfirmProps, type EditorProps } from '@/features/admin/components/content-section';
import { DeleteStoryDialog } from '@/features/admin/components/delete-story-dialog';
import { StoryForm } from '@/features/admin/components/story-form';
import { StoryRow } from '@/features/admin/components/story-row';

function StoryEditor({ item, onDone, onClose }: EditorProps<AdminStory>) {
  return <StoryForm story={item} onSaved={onDone} onClose={onClose} />;
}

function ConfirmStory({ item, onDone, onClose }: ConfirmProps<AdminStory, 'delete'>) {
  return <DeleteStoryDialog story={item} onClose={onClose} onDone={onDone} />;
}

/** /admin?section=stories: every success story, drafts too; create, edit and delete. */
export function StoriesSection() {
  const stories = useAdminStories();
  return (
    <ContentSection<AdminStory, 'delete'>
      query={stories}
      noun={{ one: 'story', many: 'stories' }}
      emptyIcon={BookOpen}
      emptyHint="Create one with New story: it shows on /success-stories once published."
      renderRow={(story, { edit, confirm }) => <StoryRow story={story} onEdit={edit} onDelete={(chosen) => confirm('delete', chosen)} />}
      Editor={StoryEditor}
      Confirm={ConfirmStory}
    />
  );
}

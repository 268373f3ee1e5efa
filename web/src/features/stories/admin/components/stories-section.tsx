import { BookOpen } from 'lucide-react';

import { ContentSection, type ConfirmProps, type EditorProps } from '@/components/admin/content-section';
import { useAdminStories, type AdminStory } from '@/features/stories/admin/api/get-admin-stories';
import { DeleteStoryDialog } from '@/features/stories/admin/components/delete-story-dialog';
import { StoryForm } from '@/features/stories/admin/components/story-form';
import { StoryRow } from '@/features/stories/admin/components/story-row';

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

import { CheckboxField } from '@/components/admin/checkbox-field';
import { ContentForm } from '@/components/admin/content-form';
import { InputField, TextareaField, useZodForm } from '@/components/ui/form';
import { useCreateStory } from '@/features/stories/admin/api/create-story';
import type { AdminStory } from '@/features/stories/admin/api/get-admin-stories';
import { useUpdateStory } from '@/features/stories/admin/api/update-story';
import { emptyStoryForm, storyFormFields, storyFormOf, storyFormSchema, storyInputOf, storyPatchOf } from '@/features/stories/admin/lib/story-form';
import { useContentSave } from '@/lib/admin/use-content-save';

/** SPEC section 9's success-story filters: a story shows under one when its industry or a tag is that. */
const filterIndustries = ['AI/ML', 'FinTech', 'Healthcare', 'B2B', 'SaaS'];

const metricFields = [
  { name: 'metrics.revenue', label: 'Revenue', placeholder: '₹12 Cr ARR' },
  { name: 'metrics.team', label: 'Team', placeholder: '45 people' },
  { name: 'metrics.users', label: 'Users', placeholder: '2 lakh' },
  { name: 'metrics.growth', label: 'Growth', placeholder: '3x a year' },
] as const;

const listFields = [
  { name: 'challenges', label: 'Challenges' },
  { name: 'solutions', label: 'Solutions' },
  { name: 'results', label: 'Results' },
] as const;

type StoryFormProps = { story?: AdminStory; onSaved: (message: string) => void; onClose: () => void };

/** New story or edit: lists are one item per line; the server's field messages go next to their fields. */
export function StoryForm({ story, onSaved, onClose }: StoryFormProps) {
  const form = useZodForm(storyFormSchema, { defaultValues: story ? storyFormOf(story) : emptyStoryForm() });
  const save = useContentSave({
    noun: 'story',
    item: story,
    form,
    fields: storyFormFields,
    create: useCreateStory(),
    update: useUpdateStory(),
    inputOf: storyInputOf,
    patchOf: storyPatchOf,
    onSaved,
  });

  return (
    <ContentForm form={form} save={save} onClose={onClose}>
      <InputField name="title" label="Title" maxLength={120} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="founder" label="Founder" maxLength={120} />
        <InputField name="company" label="Company" maxLength={120} />
        <InputField name="industry" label="Industry" list="story-industries" maxLength={60} hint="The member filters are AI/ML, FinTech, Healthcare, B2B and SaaS." />
        <InputField name="timeline" label="Timeline" optional maxLength={60} placeholder="18 months" />
        <InputField name="funding" label="Funding" optional maxLength={60} placeholder="₹40 Cr Series A" />
        <InputField name="imageUrl" label="Image address" type="url" inputMode="url" optional placeholder="https://" />
      </div>
      <datalist id="story-industries">
        {filterIndustries.map((industry) => (
          <option key={industry} value={industry} />
        ))}
      </datalist>
      <TextareaField name="description" label="Story" rows={5} maxLength={4000} />
      <div className="grid gap-5 lg:grid-cols-3">
        {listFields.map((field) => (
          <TextareaField key={field.name} name={field.name} label={field.label} optional rows={4} hint="One per line, at most 10." />
        ))}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-ink-200">Metrics</legend>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {metricFields.map((field) => (
            <InputField key={field.name} name={field.name} label={field.label} optional maxLength={40} placeholder={field.placeholder} />
          ))}
        </div>
      </fieldset>
      <InputField name="tags" label="Tags" optional hint="Separated by commas, at most 10." />
      <CheckboxField name="publish" label={story ? 'Published' : 'Publish now'} hint="Members see a published story on /success-stories; a draft stays here." />
    </ContentForm>
  );
}

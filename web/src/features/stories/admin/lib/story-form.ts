import { z } from 'zod';

import type { StoryInput } from '@/features/stories/admin/api/create-story';
import { storyMetricNames, type AdminStory, type StoryMetrics } from '@/features/stories/admin/api/get-admin-stories';
import type { StoryPatch } from '@/features/stories/admin/api/update-story';
import { isWebUrl, linesOf, linesText, orNull, sameList, tagsOf, tagsText } from '@/lib/admin/form-text';

const required = (label: string, max: number) => z.string().trim().min(1, `Please enter the ${label}.`).max(max, `At most ${max} characters.`);
const lines = z
  .string()
  .refine((value) => linesOf(value).length <= 10, 'At most 10 lines.')
  .refine((value) => linesOf(value).every((line) => line.length <= 300), 'Each line at most 300 characters.');
const metric = z.string().trim().max(40, 'At most 40 characters.');

/** The same limits as the server's (StoryInput in api/features/stories.yaml). */
export const storyFormSchema = z.object({
  title: required('title', 120),
  founder: required('founder', 120),
  company: required('company', 120),
  industry: required('industry', 60),
  timeline: z.string().trim().max(60, 'At most 60 characters.'),
  funding: z.string().trim().max(60, 'At most 60 characters.'),
  description: required('story', 4000),
  challenges: lines,
  solutions: lines,
  results: lines,
  metrics: z.object({ revenue: metric, team: metric, users: metric, growth: metric }),
  imageUrl: z.string().trim().refine((value) => value === '' || isWebUrl(value), 'An http or https address.'),
  tags: z
    .string()
    .refine((value) => tagsOf(value).length <= 10, 'At most 10 tags.')
    .refine((value) => tagsOf(value).every((tag) => tag.length <= 30), 'Each tag at most 30 characters.'),
  publish: z.boolean(),
});

export type StoryFormValues = z.input<typeof storyFormSchema>;

const listFields = ['challenges', 'solutions', 'results'] as const;
const textFields = ['title', 'founder', 'company', 'industry', 'timeline', 'funding', 'description'] as const;

/** Every name a field error can land on, metrics as `metrics.revenue` and so on. */
export const storyFormFields = [...textFields, ...listFields, ...storyMetricNames.map((name) => `metrics.${name}` as const), 'imageUrl', 'tags', 'publish'] as const;

export const emptyStoryForm = (): StoryFormValues => ({
  title: '',
  founder: '',
  company: '',
  industry: '',
  timeline: '',
  funding: '',
  description: '',
  challenges: '',
  solutions: '',
  results: '',
  metrics: { revenue: '', team: '', users: '', growth: '' },
  imageUrl: '',
  tags: '',
  publish: true,
});

export const storyFormOf = (story: AdminStory): StoryFormValues => ({
  title: story.title,
  founder: story.founder,
  company: story.company,
  industry: story.industry,
  timeline: story.timeline,
  funding: story.funding,
  description: story.description,
  challenges: linesText(story.challenges),
  solutions: linesText(story.solutions),
  results: linesText(story.results),
  metrics: { ...story.metrics },
  imageUrl: story.imageUrl ?? '',
  tags: tagsText(story.tags),
  publish: story.status === 'published',
});

const metricsOf = (values: StoryFormValues): StoryMetrics => ({
  revenue: values.metrics.revenue.trim(),
  team: values.metrics.team.trim(),
  users: values.metrics.users.trim(),
  growth: values.metrics.growth.trim(),
});

type StoryFields = Omit<StoryInput, 'publish'>;

function storyFieldsOf(values: StoryFormValues): Required<StoryFields> {
  return {
    title: values.title.trim(),
    founder: values.founder.trim(),
    company: values.company.trim(),
    industry: values.industry.trim(),
    timeline: values.timeline.trim(),
    funding: values.funding.trim(),
    description: values.description.trim(),
    challenges: linesOf(values.challenges),
    solutions: linesOf(values.solutions),
    results: linesOf(values.results),
    metrics: metricsOf(values),
    imageUrl: orNull(values.imageUrl),
    tags: tagsOf(values.tags),
  };
}

export const storyInputOf = (values: StoryFormValues): StoryInput => ({ ...storyFieldsOf(values), publish: values.publish });

function unchanged(field: keyof StoryFields, before: Required<StoryFields>, after: Required<StoryFields>): boolean {
  const [was, is] = [before[field], after[field]];
  if (Array.isArray(was) && Array.isArray(is)) return sameList(was, is);
  if (field === 'metrics') return storyMetricNames.every((name) => before.metrics[name] === after.metrics[name]);
  return was === is;
}

/** PATCH's body: only the fields the administrator changed (metrics go as a whole), and the status when publish was toggled. */
export function storyPatchOf(story: AdminStory, values: StoryFormValues): StoryPatch {
  const before = storyFieldsOf(storyFormOf(story));
  const after = storyFieldsOf(values);
  const patch: StoryPatch = {};
  for (const field of Object.keys(after) as Array<keyof StoryFields>) {
    if (!unchanged(field, before, after)) Object.assign(patch, { [field]: after[field] });
  }
  if (values.publish !== (story.status === 'published')) patch.status = values.publish ? 'published' : 'draft';
  return patch;
}

import { z } from 'zod';

import type { EventInput } from '@/features/events/admin/api/create-event';
import { eventKinds, eventTypes, type AdminEvent, type EventKind } from '@/features/events/admin/api/get-admin-events';
import type { EventPatch } from '@/features/events/admin/api/update-event';
import { isWebUrl, orNull, sameList, tagsOf, tagsText } from '@/lib/admin/form-text';
import { instantOfIst, istInputOf } from '@/lib/admin/india-time';

const maxTags = 10;
const maxTagLength = 30;

const optionalText = (max: number) => z.string().max(max, `At most ${max} characters.`);
const wholeNumber = (min: number, max: number, message: string) =>
  z.string().trim().refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, message);
const optionalLink = z.string().trim().refine((value) => value === '' || isWebUrl(value), 'An http or https address.');

/** The form's own checks mirror the server's (docs of createEvent), so most mistakes show before saving. */
export const eventFormSchema = z
  .object({
    kind: z.enum(eventKinds),
    title: z.string().trim().min(1, 'Please enter a title.').max(120, 'At most 120 characters.'),
    description: z.string().trim().min(1, 'Please describe the event.').max(4000, 'At most 4000 characters.'),
    type: z.string(),
    startsAt: z.string().refine((value) => instantOfIst(value) !== null, 'Please enter the start, India time.'),
    endsAt: z.string().refine((value) => instantOfIst(value) !== null, 'Please enter the end, India time.'),
    location: optionalText(200),
    priceRupees: wholeNumber(0, 1_000_000, 'A whole number of rupees, 0 for Free.'),
    capacity: wholeNumber(1, 100_000, 'A whole number of seats, at least 1.'),
    organizer: optionalText(200),
    imageUrl: optionalLink,
    tags: z.string().refine((value) => tagsOf(value).length <= maxTags, `At most ${maxTags} tags.`).refine(
      (value) => tagsOf(value).every((tag) => tag.length <= maxTagLength),
      `Each tag at most ${maxTagLength} characters.`,
    ),
    joinUrl: optionalLink,
    publish: z.boolean(),
  })
  .superRefine((values, context) => {
    if (!(eventTypes[values.kind] as readonly string[]).includes(values.type)) {
      context.addIssue({ code: 'custom', path: ['type'], message: values.kind === 'virtual' ? 'Choose a category.' : 'Choose a type.' });
    }
    const starts = instantOfIst(values.startsAt);
    const ends = instantOfIst(values.endsAt);
    if (starts && ends && ends <= starts) context.addIssue({ code: 'custom', path: ['endsAt'], message: 'Must be after the start.' });
    if (values.kind === 'virtual' && values.joinUrl.trim() === '') {
      context.addIssue({ code: 'custom', path: ['joinUrl'], message: 'A virtual event needs its join link.' });
    }
  });

export type EventFormValues = z.input<typeof eventFormSchema>;
export type EventFormField = keyof EventFormValues;

export const eventFormFields = Object.keys(eventFormSchema.shape) as EventFormField[];

export const emptyEventForm = (kind: EventKind = 'startup'): EventFormValues => ({
  kind,
  title: '',
  description: '',
  type: eventTypes[kind][0],
  startsAt: '',
  endsAt: '',
  location: '',
  priceRupees: '0',
  capacity: '',
  organizer: '',
  imageUrl: '',
  tags: '',
  joinUrl: '',
  publish: true,
});

export const eventFormOf = (event: AdminEvent): EventFormValues => ({
  kind: event.kind,
  title: event.title,
  description: event.description,
  type: event.type,
  startsAt: istInputOf(event.startsAt),
  endsAt: istInputOf(event.endsAt),
  location: event.location ?? '',
  priceRupees: String(event.priceRupees),
  capacity: String(event.capacity),
  organizer: event.organizer ?? '',
  imageUrl: event.imageUrl ?? '',
  tags: tagsText(event.tags),
  joinUrl: event.joinUrl ?? '',
  publish: event.status === 'published',
});

type EventFields = Omit<EventInput, 'kind' | 'publish'>;

/** The API's value of every field but kind and publish, from checked form values. */
function eventFieldsOf(values: EventFormValues): Required<EventFields> {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    type: values.type,
    startsAt: instantOfIst(values.startsAt) ?? values.startsAt,
    endsAt: instantOfIst(values.endsAt) ?? values.endsAt,
    location: orNull(values.location),
    priceRupees: Number(values.priceRupees),
    capacity: Number(values.capacity),
    organizer: orNull(values.organizer),
    imageUrl: orNull(values.imageUrl),
    tags: tagsOf(values.tags),
    // Only a virtual event has a join link.
    joinUrl: values.kind === 'virtual' ? orNull(values.joinUrl) : null,
  };
}

export const eventInputOf = (values: EventFormValues): EventInput => ({ kind: values.kind, ...eventFieldsOf(values), publish: values.publish });

const unchanged = (field: keyof EventFields, before: EventFormValues, after: EventFormValues) =>
  field === 'tags' ? sameList(tagsOf(before.tags), tagsOf(after.tags)) : before[field].trim() === after[field].trim();

/** PATCH's body: only the fields whose value the administrator changed, and the status when publish was toggled. */
export function eventPatchOf(event: AdminEvent, values: EventFormValues): EventPatch {
  const before = eventFormOf(event);
  const fields = eventFieldsOf(values);
  const patch: EventPatch = {};
  for (const field of Object.keys(fields) as Array<keyof EventFields>) {
    if (!unchanged(field, before, values)) Object.assign(patch, { [field]: fields[field] });
  }
  if (event.status !== 'cancelled' && values.publish !== before.publish) patch.status = values.publish ? 'published' : 'draft';
  return patch;
}

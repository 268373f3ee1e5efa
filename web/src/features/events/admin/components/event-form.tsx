import { useFormContext, useWatch } from 'react-hook-form';

import { CheckboxField } from '@/components/admin/checkbox-field';
import { ContentForm } from '@/components/admin/content-form';
import { InputField, SelectField, TextareaField, useZodForm } from '@/components/ui/form';
import { useCreateEvent } from '@/features/events/admin/api/create-event';
import { eventKinds, eventTypes, type AdminEvent, type EventKind } from '@/features/events/admin/api/get-admin-events';
import { useUpdateEvent } from '@/features/events/admin/api/update-event';
import {
  emptyEventForm,
  eventFormFields,
  eventFormOf,
  eventFormSchema,
  eventInputOf,
  eventPatchOf,
  type EventFormValues,
} from '@/features/events/admin/lib/event-form';
import { eventKindLabels, eventTypeLabel } from '@/features/events/admin/lib/event-labels';
import { useContentSave } from '@/lib/admin/use-content-save';
import { cn } from '@/lib/cn';

/** Startup or virtual, as two large radio buttons; fixed once the event exists. */
function KindChoice({ disabled }: { disabled: boolean }) {
  const { register, getValues, setValue } = useFormContext<EventFormValues>();
  const kind = useWatch<EventFormValues, 'kind'>({ name: 'kind' });
  const field = register('kind', {
    // A type the new kind does not have falls back to the kind's first.
    onChange: () => {
      const types: readonly string[] = eventTypes[getValues('kind')];
      if (!types.includes(getValues('type'))) setValue('type', types[0] ?? '');
    },
  });
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink-200">Kind</legend>
      <div className="grid grid-cols-2 gap-2">
        {eventKinds.map((each) => (
          <label
            key={each}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300',
              kind === each ? 'border-gold-400 bg-gold-400/12 text-gold-200' : 'border-ink-600 text-ink-300 hover:border-gold-400/40',
              disabled && 'cursor-not-allowed opacity-70',
            )}
          >
            <input type="radio" value={each} {...field} className="accent-gold-400" />
            {eventKindLabels[each]}
          </label>
        ))}
      </div>
      {disabled ? <p className="text-xs text-ink-500">An event keeps its kind; create a new one to change it.</p> : null}
    </fieldset>
  );
}

function TypeSelect() {
  const kind = useWatch<EventFormValues, 'kind'>({ name: 'kind' });
  const options = eventTypes[kind].map((type) => ({ value: type, label: eventTypeLabel(kind, type) }));
  return <SelectField name="type" label={kind === 'virtual' ? 'Category' : 'Type'} options={options} />;
}

function KindSpecificFields() {
  const kind = useWatch<EventFormValues, 'kind'>({ name: 'kind' });
  if (kind !== 'virtual') return null;
  return <InputField name="joinUrl" label="Join link" type="url" inputMode="url" placeholder="https://meet.example.in/…" hint="Shown only to members with a seat." className="sm:col-span-2" />;
}

type EventFormProps = {
  /** The event to edit; none to create one. */
  event?: AdminEvent;
  onSaved: (message: string) => void;
  onClose: () => void;
};

const listedOn = (kind: EventKind) => (kind === 'virtual' ? '/virtual-events' : '/events');

/** New event or edit: checked in the browser first, then the server's field messages go next to their fields. */
export function EventForm({ event, onSaved, onClose }: EventFormProps) {
  const form = useZodForm(eventFormSchema, { defaultValues: event ? eventFormOf(event) : emptyEventForm() });
  const save = useContentSave({
    noun: 'event',
    item: event,
    form,
    fields: eventFormFields,
    create: useCreateEvent(),
    update: useUpdateEvent(),
    inputOf: eventInputOf,
    patchOf: eventPatchOf,
    onSaved,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });

  return (
    <ContentForm form={form} save={save} onClose={onClose}>
      <KindChoice disabled={Boolean(event)} />
      <InputField name="title" label="Title" maxLength={120} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TypeSelect />
        <InputField name="capacity" label="Capacity" type="number" inputMode="numeric" min={1} hint="Seats; members beyond it join the waiting list." />
        <InputField name="startsAt" label="Starts (India time, IST)" type="datetime-local" />
        <InputField name="endsAt" label="Ends (India time, IST)" type="datetime-local" />
        <InputField name="location" label="Location" optional placeholder={kind === 'virtual' ? 'Online' : 'Bengaluru'} />
        <InputField name="priceRupees" label="Price (₹)" type="number" inputMode="numeric" min={0} hint="0 = Free" />
        <InputField name="organizer" label="Organizer" optional />
        <InputField name="imageUrl" label="Image address" type="url" inputMode="url" optional placeholder="https://" />
        <KindSpecificFields />
      </div>
      <InputField name="tags" label="Tags" optional hint="Separated by commas, at most 10." />
      <TextareaField name="description" label="Description" rows={5} maxLength={4000} />
      <CheckboxField
        name="publish"
        label={event ? 'Published' : 'Publish now'}
        hint={`Members see a published event on ${listedOn(kind)}; a draft stays here.`}
      />
    </ContentForm>
  );
}

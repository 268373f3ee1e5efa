import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

/** A checkbox of the surrounding Form, with a line saying what ticking it does. */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        {...register(name)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-ink-200">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-ink-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

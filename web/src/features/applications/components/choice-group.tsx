import { Check } from 'lucide-react';
import { useFormContext } from 'react-hook-form';

import { cn } from '@/lib/cn';

type ChoiceGroupProps = {
  name: string;
  legend: string;
  hint?: string;
  options: readonly string[];
  /** radio: one choice (industry); checkbox: several, clicking a chosen one clears it (interests, goals). */
  type: 'radio' | 'checkbox';
  className?: string;
};

/** A grid of chips backed by real radio buttons or checkboxes, so keyboard and screen readers work as usual. */
export function ChoiceGroup({ name, legend, hint, options, type, className }: ChoiceGroupProps) {
  const { register } = useFormContext();
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-ink-200">{legend}</legend>
      {hint ? <p className="mt-1 text-xs text-ink-500">{hint}</p> : null}
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'group relative flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-600 bg-ink-950/50 px-3 py-2 text-sm text-ink-200',
              'transition-colors duration-150 hover:border-gold-400/50 hover:text-ivory',
              'has-checked:border-gold-400 has-checked:bg-gold-400/12 has-checked:text-gold-200',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-300',
            )}
          >
            <input type={type} value={option} {...register(name)} className="peer sr-only" />
            <span
              aria-hidden="true"
              className={cn(
                'grid size-4.5 shrink-0 place-items-center border border-ink-500 text-ink-950 transition-colors',
                type === 'radio' ? 'rounded-full' : 'rounded-md',
                'peer-checked:border-gold-300 peer-checked:bg-gold-300',
              )}
            >
              <Check className="size-3 opacity-0 group-has-checked:opacity-100" strokeWidth={3} />
            </span>
            <span className="leading-snug">{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

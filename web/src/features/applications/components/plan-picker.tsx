import { Check, Crown } from 'lucide-react';
import { useFormContext } from 'react-hook-form';

import { plans } from '@/features/applications/lib/options';
import { cn } from '@/lib/cn';

/** Core and Elite as two radio cards. */
export function PlanPicker({ name }: { name: string }) {
  const { register } = useFormContext();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Membership plan</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {plans.map((plan) => (
          <label
            key={plan.id}
            className={cn(
              'group relative flex cursor-pointer flex-col gap-4 rounded-2xl border border-ink-600 bg-ink-950/50 p-5 transition-colors duration-150',
              'hover:border-gold-400/50 has-checked:border-gold-400 has-checked:bg-gold-400/10',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-300',
            )}
          >
            <input type="radio" value={plan.id} {...register(name)} className="sr-only" aria-describedby={`plan-${plan.id}-features`} />
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="flex items-center gap-2 text-lg font-semibold text-ivory">
                  {plan.id === 'pro' ? <Crown aria-hidden="true" className="size-4.5 text-gold-300" /> : null}
                  {plan.name}
                </p>
                <p className="mt-1 text-ink-300">
                  <span className="font-display text-3xl text-gold-300">{plan.price}</span>
                  <span className="text-sm">/month</span>
                </p>
              </div>
              <span
                aria-hidden="true"
                className="grid size-6 shrink-0 place-items-center rounded-full border border-ink-500 text-ink-950 group-has-checked:border-gold-300 group-has-checked:bg-gold-300"
              >
                <Check className="size-3.5 opacity-0 group-has-checked:opacity-100" strokeWidth={3} />
              </span>
            </div>
            <ul id={`plan-${plan.id}-features`} className="flex flex-col gap-2 text-sm text-ink-200">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
                  {feature}
                </li>
              ))}
            </ul>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useId } from 'react';

import { cn } from '@/lib/cn';

/** One on/off setting: a real switch (role="switch"), its label and a line saying what it does. */
export function SwitchRow({ label, description, checked, onChange, disabled = false }: { label: string; description?: string; checked: boolean; onChange: (on: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-ivory">
          {label}
        </p>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-ink-300">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors disabled:opacity-60',
          checked ? 'border-gold-400 bg-gold-400' : 'border-ink-600 bg-ink-800',
        )}
      >
        <span className={cn('inline-block size-5 rounded-full bg-ink-950 shadow transition-transform', checked ? 'translate-x-6' : 'translate-x-1')} />
      </button>
    </div>
  );
}

import { cn } from '@/lib/cn';

type StatusFilterBarProps<V extends string> = {
  /** What the buttons filter by, for screen readers. */
  label?: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
};

/** Toggle buttons that filter a list (by status unless labelled otherwise). */
export function StatusFilterBar<V extends string>({ label = 'Status', options, value, onChange }: StatusFilterBarProps<V>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-full border px-3 py-1.5 text-sm transition-colors sm:px-4',
            option.value === value ? 'border-gold-400 bg-gold-400/12 text-gold-200' : 'border-white/10 text-ink-300 hover:border-gold-400/40 hover:text-ivory',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

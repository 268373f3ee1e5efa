import { Gift } from 'lucide-react';

export function EarlyAccessNote() {
  return (
    <aside aria-label="Early access pricing" className="flex items-start gap-4 rounded-2xl border border-saffron-400/25 bg-saffron-500/8 p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-saffron-400/15 text-saffron-400">
        <Gift aria-hidden="true" className="size-5" strokeWidth={1.6} />
      </span>
      <div>
        <p className="font-semibold text-ivory">Early access is free</p>
        <p className="mt-1 text-sm leading-relaxed text-ink-300">
          Membership is free for the first 1000 members. After that, plans start at ₹999 per month.
        </p>
      </div>
    </aside>
  );
}

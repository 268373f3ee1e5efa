import { CalendarX2, SearchX, Unplug } from 'lucide-react';

import { SectionHeading } from '@/components/ui/section-heading';

const problems = [
  {
    icon: Unplug,
    title: 'Traditional networking is broken',
    text: 'Cold DMs, crowded inboxes and endless “quick calls” bury the few introductions that matter.',
  },
  {
    icon: CalendarX2,
    title: 'Events are outdated',
    text: 'Hours in traffic for a room of badge-swapping strangers, and nothing to show for it on Monday.',
  },
  {
    icon: SearchX,
    title: 'Quality is rare',
    text: 'Open platforms reward volume. Serious founders, mentors and investors quietly stop showing up.',
  },
] as const;

export function ProblemSection() {
  return (
    <section aria-labelledby="problem-title" className="mx-auto max-w-6xl px-5 sm:px-8">
      <SectionHeading
        id="problem-title"
        eyebrow="The Problem"
        title="Building a company is lonely. Networking made it noisy."
      />
      <ul className="mt-12 grid gap-4 md:grid-cols-3 md:gap-6">
        {problems.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-rose-200/8 bg-linear-to-b from-ink-900/80 to-ink-950 p-6">
            <span className="grid size-11 place-items-center rounded-xl bg-rose-300/8 text-rose-200/90">
              <Icon aria-hidden="true" className="size-5" strokeWidth={1.6} />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ivory">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { BadgeCheck, CalendarClock, KeyRound, LayoutGrid, MonitorSmartphone, ShieldCheck } from 'lucide-react';

import { SectionHeading } from '@/components/ui/section-heading';

/** The six selling points of SPEC section 1. */
const solutions = [
  {
    icon: BadgeCheck,
    title: 'Curated matching',
    text: 'Matches drawn only from vetted founders, weighed on industry, stage, skills and goals.',
  },
  {
    icon: KeyRound,
    title: 'Exclusive access',
    text: 'Membership is by invitation and review. The room stays small enough to matter.',
  },
  {
    icon: ShieldCheck,
    title: 'Zero spam',
    text: 'A credits system and member verification keep every inbox worth opening.',
  },
  {
    icon: CalendarClock,
    title: 'Smart introductions',
    text: 'AI-crafted icebreakers and calendar integration turn a match into a meeting.',
  },
  {
    icon: LayoutGrid,
    title: 'Collaboration boards',
    text: 'Structured boards for hiring, partnerships and fundraising — asks that get answered.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Digital-first',
    text: 'Meet on your schedule, from anywhere in India. No forced meetups.',
  },
] as const;

export function SolutionSection() {
  return (
    <section aria-labelledby="solution-title" className="mx-auto max-w-6xl px-5 sm:px-8">
      <SectionHeading
        id="solution-title"
        eyebrow="The Solution"
        title={
          <>
            A private club for people <span className="text-gold-gradient">who build</span>
          </>
        }
        lead="Sangam brings India’s founders, mentors and investors together on purpose — and keeps everyone else out."
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {solutions.map(({ icon: Icon, title, text }) => (
          <li key={title} className="group relative overflow-hidden rounded-2xl border border-gold-400/12 bg-ink-900/60 p-6 transition-colors duration-300 hover:border-gold-400/35"
          >
            <div aria-hidden="true" className="absolute inset-x-0 top-0 h-px bg-linear-to-r from-transparent via-gold-400/50 to-transparent opacity-60" />
            <span className="grid size-11 place-items-center rounded-xl bg-gold-400/10 text-gold-300">
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

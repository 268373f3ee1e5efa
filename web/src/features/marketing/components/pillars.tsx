import { Crown, Gem, Lock } from 'lucide-react';


const pillars = [
  {
    icon: Gem,
    title: 'Curated',
    blurb: 'Every member is reviewed by hand. You meet founders who cleared the same bar you did.',
  },
  {
    icon: Lock,
    title: 'Private',
    blurb: 'No public profiles, no cold-call lists. What is shared inside Sangam stays inside Sangam.',
  },
  {
    icon: Crown,
    title: 'Elite',
    blurb: 'A small circle of builders, mentors and investors who show up for each other.',
  },
] as const;

export function Pillars() {
  return (
    <section aria-label="Curated, private, elite" className="mx-auto max-w-6xl px-5 sm:px-8">
      <ul className="grid gap-4 sm:grid-cols-3 sm:gap-6">
        {pillars.map(({ icon: Icon, title, blurb }) => (
          <li key={title} className="rounded-2xl border border-white/7 bg-ink-900/50 p-6 sm:p-7">
            <Icon aria-hidden="true" className="size-6 text-gold-400" strokeWidth={1.5} />
            <h3 className="mt-4 font-display text-2xl text-ivory">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-300">{blurb}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

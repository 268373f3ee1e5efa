import { Briefcase, MapPin } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';

import { Avatar } from '@/components/ui/avatar';
import type { DiscoverCard as Card } from '@/features/discover/api/get-deck';
import { MatchScore } from '@/features/discover/components/match-score';
import { roleLine } from '@/lib/member-summary';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Facts({ card }: { card: Card }) {
  const facts = [
    { label: 'Experience', value: card.experience === null ? null : plural(card.experience, 'year', 'years') },
    { label: 'Funding stage', value: card.fundingStage },
    { label: 'Team size', value: card.teamSize === null ? null : plural(card.teamSize, 'person', 'people') },
    { label: 'Industry', value: card.industry },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-2">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0 rounded-xl border border-white/6 bg-ink-950/40 px-3 py-2">
          <dt className="text-[0.68rem] tracking-[0.14em] text-ink-500 uppercase">{fact.label}</dt>
          <dd className="mt-0.5 truncate text-sm text-ivory">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Chips({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1.5 text-[0.68rem] tracking-[0.14em] text-ink-500 uppercase">{label}</h3>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item} className="rounded-full border border-gold-400/20 bg-gold-400/8 px-2.5 py-0.5 text-xs text-gold-100">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RoleDetails({ card }: { card: Card }) {
  if (card.investor) {
    const { firm, investmentStage, typicalCheckSize, focusAreas } = card.investor;
    const line = [firm, investmentStage, typicalCheckSize ? `cheques of ${typicalCheckSize}` : null].filter(Boolean).join(' · ');
    return (
      <>
        {line ? <p className="text-sm text-ink-200">{line}</p> : null}
        <Chips label="Focus areas" items={focusAreas} />
      </>
    );
  }
  if (card.mentor) {
    const { availability, hourlyRate, expertise } = card.mentor;
    const line = [availability, hourlyRate === null ? null : `₹${hourlyRate.toLocaleString('en-IN')} an hour`].filter(Boolean).join(' · ');
    return (
      <>
        {line ? <p className="text-sm text-ink-200">{line}</p> : null}
        <Chips label="Expertise" items={expertise} />
      </>
    );
  }
  return null;
}

type DiscoverCardProps = { card: Card; recommended: boolean; actions: ReactNode; ref?: Ref<HTMLElement> };

/** One member of the deck: a region named after them, so screen readers hear whose card it is. */
export function DiscoverCardView({ card, recommended, actions, ref }: DiscoverCardProps) {
  const nameId = useId();
  const role = roleLine(card);
  return (
    <section
      ref={ref}
      aria-labelledby={nameId}
      tabIndex={-1}
      className="relative flex flex-col gap-4 overflow-hidden rounded-3xl border border-white/10 bg-linear-to-b from-ink-850 to-ink-900 p-5 shadow-2xl shadow-black/50 focus:outline-none focus-visible:outline-2 focus-visible:outline-gold-400 sm:p-6"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-gold-400/10 blur-3xl" />
      <header className="relative flex items-start gap-4">
        <Avatar name={card.name} photoUrl={card.photoUrl} size="lg" />
        <div className="min-w-0 flex-1 pt-1">
          <h2 id={nameId} className="font-display text-2xl leading-tight break-words text-ivory">
            {card.name}
          </h2>
          {role ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-200">
              <Briefcase aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-gold-400" />
              <span className="min-w-0 break-words">{role}</span>
            </p>
          ) : null}
          {card.location ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-ink-300">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-gold-400" />
              {card.location}
            </p>
          ) : null}
          {card.memberRole && card.memberRole !== 'Founder' ? (
            <span className="mt-2 inline-block rounded-full border border-white/10 px-2 py-0.5 text-[0.7rem] tracking-wider text-ink-300 uppercase">{card.memberRole}</span>
          ) : null}
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">{actions}</div>
      </header>

      <MatchScore percentage={card.matchPercentage} description={card.matchDescription} reason={card.matchReason} recommended={recommended} />

      {card.bio ? <p className="relative text-[0.95rem] leading-relaxed text-ink-200">{card.bio}</p> : null}

      <RoleDetails card={card} />
      <Facts card={card} />
      <Chips label="Skills" items={card.skills} />
    </section>
  );
}

import { Briefcase, MapPin } from 'lucide-react';
import { useId, type Ref } from 'react';

import { Avatar } from '@/components/ui/avatar';
import type { CardKind, MatchCard } from '@/features/pitches/api/pitch-schemas';
import { MatchScore } from '@/features/pitches/components/match-score';

type Fact = { label: string; value: string | null };

const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`;

/** SPEC section 3's particulars of each kind of card. */
function factsOf(kind: CardKind, card: MatchCard): Fact[] {
  switch (kind) {
    case 'cofounders':
      return [
        { label: 'Experience', value: card.experience === null ? null : years(card.experience) },
        { label: 'Industry', value: card.industry },
        { label: 'Looking for', value: card.lookingFor },
      ];
    case 'mentors':
      return [
        { label: 'Hourly rate', value: card.hourlyRate },
        { label: 'Availability', value: card.availability },
        { label: 'Industry', value: card.industry },
      ];
    case 'investors':
      return [
        { label: 'Firm', value: card.firm },
        { label: 'Stage', value: card.investmentStage },
        { label: 'Typical cheque', value: card.typicalCheckSize },
        { label: 'Industry', value: card.industry },
      ];
  }
}

function listsOf(kind: CardKind, card: MatchCard): Array<{ label: string; items: string[] }> {
  switch (kind) {
    case 'cofounders':
      return [{ label: 'Skills', items: card.skills }];
    case 'mentors':
      return [
        { label: 'Expertise', items: card.expertise },
        { label: 'Mentorship areas', items: card.mentorshipAreas },
      ];
    case 'investors':
      return [
        { label: 'Focus areas', items: card.focusAreas },
        { label: 'Portfolio', items: card.portfolioCompanies },
        { label: 'Recent investments', items: card.recentInvestments },
      ];
  }
}

function Facts({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-2">
      {shown.map((fact) => (
        <div key={fact.label} className="min-w-0 rounded-xl border border-white/6 bg-ink-950/40 px-3 py-2">
          <dt className="text-[0.68rem] tracking-[0.14em] text-ink-500 uppercase">{fact.label}</dt>
          <dd className="mt-0.5 text-sm break-words text-ivory">{fact.value}</dd>
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

const roleLine = (card: MatchCard, kind: CardKind) => {
  const place = kind === 'investors' ? (card.firm ?? card.company) : card.company;
  if (card.title && place) return `${card.title} at ${place}`;
  return card.title ?? place ?? null;
};

/** One card of a match screen: a region named after the member, so screen readers hear whose card it is. */
export function MatchCardView({ kind, card, ref }: { kind: CardKind; card: MatchCard; ref?: Ref<HTMLElement> }) {
  const nameId = useId();
  const role = roleLine(card, kind);
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
        </div>
      </header>

      <MatchScore percentage={card.matchPercentage} label={card.matchLabel} reason={card.matchReason} />

      {card.bio ? <p className="relative text-[0.95rem] leading-relaxed text-ink-200">{card.bio}</p> : null}

      <Facts facts={factsOf(kind, card)} />
      {listsOf(kind, card).map((list) => (
        <Chips key={list.label} label={list.label} items={list.items} />
      ))}
    </section>
  );
}

export type Fact = { label: string; value: string | null };

/** A member's particulars two to a row; unknown ones are left out, and so is the grid when none is known. */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  const known = facts.filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  if (known.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-2">
      {known.map((fact) => (
        <div key={fact.label} className="min-w-0 rounded-xl border border-white/6 bg-ink-950/40 px-3 py-2">
          <dt className="text-[0.68rem] tracking-[0.14em] text-ink-500 uppercase">{fact.label}</dt>
          <dd className="mt-0.5 text-sm break-words text-ivory">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

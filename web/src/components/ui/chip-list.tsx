/** A named list of short words (skills, focus areas) as chips; nothing when the list is empty. */
export function ChipList({ label, items }: { label: string; items: readonly string[] }) {
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

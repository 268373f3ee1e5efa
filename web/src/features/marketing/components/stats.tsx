const stats = [
  { value: '10,000+', label: 'Active founders' },
  { value: '500+', label: 'Investors' },
  { value: '1,000+', label: 'Successful matches' },
  { value: '50+', label: 'Cities' },
] as const;

export function Stats() {
  return (
    <section aria-label="Sangam in numbers" className="mx-auto w-full max-w-5xl px-5 sm:px-8">
      <dl className="grid grid-cols-2 overflow-hidden rounded-2xl border border-white/7 bg-white/7 gap-px md:grid-cols-4">
        {stats.map(({ value, label }) => (
          <div key={label} className="flex flex-col-reverse items-center gap-1 bg-ink-900 px-4 py-7 text-center">
            <dt className="text-xs tracking-[0.14em] text-ink-300 uppercase">{label}</dt>
            <dd className="font-display text-3xl text-gold-300 sm:text-4xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

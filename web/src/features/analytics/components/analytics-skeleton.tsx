/** The shape of /analytics while the figures load: four cards, the chart, two panels. */
export function AnalyticsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="status" className="flex flex-col gap-5">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="h-40 animate-pulse rounded-3xl bg-ink-900/70" />
        ))}
      </div>
      <div className="h-96 animate-pulse rounded-3xl bg-ink-900/70" />
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="h-64 animate-pulse rounded-3xl bg-ink-900/70" />
        <div className="h-64 animate-pulse rounded-3xl bg-ink-900/70" />
      </div>
    </div>
  );
}

import { FlaskConical } from 'lucide-react';
import { useLocation } from 'react-router';

/** /test: shows where the router thinks it is, to check client-side routing and deep links. */
export function LocationTestRoute() {
  const { pathname, search, hash } = useLocation();
  const url = new URL(`${pathname}${search}${hash}`, window.location.origin).href;
  const rows = [
    { label: 'Path', value: pathname },
    { label: 'Hash', value: hash || '(none)' },
    { label: 'URL', value: url },
  ];
  return (
    <section aria-labelledby="test-title" className="mx-auto w-full max-w-3xl rounded-3xl border border-white/8 bg-ink-900/70 p-7 sm:p-10">
      <title>Test · Sangam</title>
      <div className="flex items-center gap-3">
        <FlaskConical aria-hidden="true" className="size-6 text-gold-400" strokeWidth={1.6} />
        <h1 id="test-title" className="font-display text-3xl text-ivory">
          Routing test
        </h1>
      </div>
      <p className="mt-2 text-sm text-ink-300">This page reports the current location as the router sees it.</p>
      <dl className="mt-8 divide-y divide-white/6 overflow-hidden rounded-2xl border border-white/8">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 bg-ink-950/50 px-5 py-4 sm:grid-cols-[6rem_1fr] sm:gap-4">
            <dt className="text-xs font-semibold tracking-[0.18em] text-gold-400 uppercase">{row.label}</dt>
            <dd className="font-mono text-sm break-all text-ivory" data-testid={`location-${row.label.toLowerCase()}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

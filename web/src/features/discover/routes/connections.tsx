import { Compass, RotateCcw, Search, Users } from 'lucide-react';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useConnections } from '@/features/discover/api/get-connections';
import { ConnectionRow } from '@/features/discover/components/connection-row';
import { filterConnections } from '@/features/discover/lib/filter-connections';

function EmptyState({ children }: { children: ReactNode }) {
  return <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-white/10 px-6 py-14 text-center text-ink-300">{children}</div>;
}

function ConnectionsSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading connections" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex animate-pulse items-center gap-4 rounded-2xl border border-white/8 bg-ink-900/70 p-5">
          <div className="size-14 rounded-full bg-white/8" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-1/3 rounded bg-white/8" />
            <div className="h-3 w-1/2 rounded bg-white/6" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /connections: everyone I have matched with, searchable by name, company or industry. */
export function ConnectionsRoute() {
  const connections = useConnections();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [blocked, setBlocked] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const all = connections.data?.connections ?? [];
  const shown = filterConnections(all, deferredQuery);

  // A blocked row leaves with its dialog; focus that fell to the page goes back to the search box.
  useEffect(() => {
    if (blocked > 0 && (document.activeElement === document.body || document.activeElement === null)) searchRef.current?.focus();
  }, [blocked]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>Connections · Sangam</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">Network</p>
          <h1 className="mt-1 font-display text-3xl text-ivory sm:text-4xl">Connections</h1>
          {connections.data ? (
            <p className="mt-1 text-sm text-ink-300">
              {all.length} {all.length === 1 ? 'connection' : 'connections'}
            </p>
          ) : null}
        </div>
        <label className="relative block w-full sm:w-72">
          <span className="sr-only">Search connections</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-500" />
          <input
            ref={searchRef}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name, company or industry"
            className="h-11 w-full rounded-full border border-ink-600 bg-ink-950/70 pr-4 pl-10 text-sm text-ivory placeholder:text-ink-500 focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40"
          />
        </label>
      </header>

      {connections.isPending ? <ConnectionsSkeleton /> : null}
      {connections.isError && !connections.data ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <Notice tone="error">Your connections could not be loaded. Please try again.</Notice>
          <Button variant="secondary" size="sm" onClick={() => void connections.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : null}

      {connections.data && all.length === 0 ? (
        <EmptyState>
          <Users aria-hidden="true" className="size-8 text-gold-300" strokeWidth={1.5} />
          <p className="font-display text-xl text-ivory">No connections yet</p>
          <p className="max-w-xs text-sm">When you and another member both Connect, you will find each other here.</p>
          <ButtonLink to={paths.founder.discover.getHref()} size="sm">
            <Compass aria-hidden="true" className="size-4" />
            Go to Discover
          </ButtonLink>
        </EmptyState>
      ) : null}

      {all.length > 0 && shown.length === 0 ? (
        <EmptyState>
          <Search aria-hidden="true" className="size-7 text-gold-300" strokeWidth={1.5} />
          <p className="text-ivory">No connections match your search</p>
        </EmptyState>
      ) : null}

      {shown.length > 0 ? (
        <ul aria-label="Connections" className="flex flex-col gap-3">
          {shown.map((connection) => (
            <li key={connection.id}>
              <ConnectionRow connection={connection} onBlocked={() => setBlocked((count) => count + 1)} />
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {blocked > 0 ? `Blocked. ${all.length} ${all.length === 1 ? 'connection' : 'connections'} left.` : ''}
      </p>
    </div>
  );
}

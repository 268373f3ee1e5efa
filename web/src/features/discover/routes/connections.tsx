import type { TFunction } from 'i18next';
import { Compass, Search, Users } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useConnections } from '@/features/discover/api/get-connections';
import { ConnectionRow } from '@/features/discover/components/connection-row';
import { discoverNs } from '@/features/discover/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';

function EmptyState({ children }: { children: ReactNode }) {
  return <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-white/10 px-6 py-14 text-center text-ink-300">{children}</div>;
}

function ConnectionsSkeleton() {
  const { t } = useTranslation(discoverNs);
  return (
    <ul aria-busy="true" aria-label={t('connections.loading')} className="flex flex-col gap-3">
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

/** "1 connection", "12 connections", "50+ connections"; "3 matching", "50+ matching" while searching. */
const countText = (t: TFunction<'discover'>, count: number, more: boolean, searching: boolean) =>
  t(`connections.count.${searching ? 'matching' : 'connections'}${more ? 'More' : ''}`, { count });

/** SPEC section 2: a search asks the server once typing pauses this long. */
const searchDelayMs = 250;

/**
 * /connections: everyone I have matched with, newest first, a page at a time, searchable by name,
 * company or industry (SPEC section 5; the server searches, so it covers every page). `requests`
 * (composed in src/app) shows above the list.
 */
export function ConnectionsRoute({ requests }: { requests?: ReactNode }) {
  const { t } = useTranslation(discoverNs);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), searchDelayMs);
  const connections = useConnections(search);
  const [blocked, setBlocked] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = connections.data?.pages.flatMap((page) => page.connections) ?? [];
  // The answer on screen is for this search (not the previous one, kept while the new one loads).
  const answered = connections.data !== undefined && !connections.isPlaceholderData;
  const searching = search !== '';
  const more = connections.hasNextPage;

  // A blocked row leaves with its dialog; focus that fell to the page goes back to the search box.
  useEffect(() => {
    if (blocked > 0 && (document.activeElement === document.body || document.activeElement === null)) searchRef.current?.focus();
  }, [blocked]);

  // After "Load more", the keyboard goes on from the first new connection (the button may be gone).
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || shown.length <= first) return;
    focusFrom.current = null;
    listRef.current?.children[first]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [shown.length]);
  const loadMore = () => {
    if (connections.isFetchingNextPage) return;
    focusFrom.current = shown.length;
    void connections.fetchNextPage();
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>{`${t('connections.title')} · Sangam`}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{t('connections.eyebrow')}</p>
          <h1 className="mt-1 font-display text-3xl text-ivory sm:text-4xl">{t('connections.title')}</h1>
          {connections.data ? <p className="mt-1 text-sm text-ink-300">{countText(t, shown.length, more, searching)}</p> : null}
        </div>
        <label className="relative block w-full sm:w-72">
          <span className="sr-only">{t('connections.search')}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-500" />
          <input
            ref={searchRef}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('connections.searchPlaceholder')}
            className="h-11 w-full rounded-full border border-ink-600 bg-ink-950/70 pr-4 pl-10 text-sm text-ivory placeholder:text-ink-500 focus:border-gold-400 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400/40"
          />
        </label>
      </header>

      {requests}

      {connections.isPending ? <ConnectionsSkeleton /> : null}
      {connections.isError && !connections.data ? <LoadFailed what={t('connections.loadWhat')} message={t('connections.loadFailed')} onRetry={() => void connections.refetch()} /> : null}

      {answered && shown.length === 0 && !searching ? (
        <EmptyState>
          <Users aria-hidden="true" className="size-8 text-gold-300" strokeWidth={1.5} />
          <p className="font-display text-xl text-ivory">{t('connections.empty')}</p>
          <p className="max-w-xs text-sm">{t('connections.emptyHint')}</p>
          <ButtonLink to={paths.founder.discover.getHref()} size="sm">
            <Compass aria-hidden="true" className="size-4" />
            {t('connections.goToDiscover')}
          </ButtonLink>
        </EmptyState>
      ) : null}

      {answered && shown.length === 0 && searching ? (
        <EmptyState>
          <Search aria-hidden="true" className="size-7 text-gold-300" strokeWidth={1.5} />
          <p className="text-ivory">{t('connections.noMatches')}</p>
        </EmptyState>
      ) : null}

      {shown.length > 0 ? (
        <ul ref={listRef} aria-label={t('connections.title')} aria-busy={!answered} className="flex flex-col gap-3">
          {shown.map((connection) => (
            <li key={connection.id}>
              <ConnectionRow connection={connection} onBlocked={() => setBlocked((count) => count + 1)} />
            </li>
          ))}
        </ul>
      ) : null}
      {answered && more ? (
        <div className="flex flex-col items-center gap-2">
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
          <Button variant="secondary" onClick={loadMore} aria-disabled={connections.isFetchingNextPage}>
            {connections.isFetchingNextPage ? t('connections.loadingMore') : t('connections.loadMore')}
          </Button>
          {connections.isFetchNextPageError ? <Notice tone="error">{t('connections.loadMoreFailed')}</Notice> : null}
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {blocked > 0 ? t('connections.blocked', { left: countText(t, shown.length, more, false) }) : ''}
      </p>
    </div>
  );
}

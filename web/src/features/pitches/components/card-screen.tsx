import { useState } from 'react';

import { industryFilters, type IndustryFilter } from '@/features/pitches/api/get-match-cards';
import type { CardKind } from '@/features/pitches/api/pitch-schemas';
import { CardDeck } from '@/features/pitches/components/card-deck';
import { CardFilters } from '@/features/pitches/components/card-filters';
import { SentList } from '@/features/pitches/components/sent-list';
import { cardScreens } from '@/features/pitches/lib/card-kinds';
import { useDebouncedValue } from '@/features/pitches/lib/use-debounced-value';
import { cn } from '@/lib/cn';

const searchDelayMs = 300;

const tabs = [
  { key: 'discover', label: 'Discover' },
  { key: 'sent', label: 'Sent' },
] as const;
type Tab = (typeof tabs)[number]['key'];

const tabId = (key: Tab) => `cards-tab-${key}`;
const panelId = 'cards-panel';

function Tabs({ active, onSelect }: { active: Tab; onSelect: (tab: Tab) => void }) {
  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };
  return (
    <div role="tablist" aria-label="Cards or sent" className="flex gap-1 rounded-2xl border border-white/8 bg-ink-900/60 p-1">
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index, 1);
              if (event.key === 'ArrowLeft') move(index, -1);
            }}
            className={cn('flex-1 rounded-xl px-3 py-2 text-sm font-medium transition-colors', selected ? 'bg-gold-400/15 text-gold-200' : 'text-ink-300 hover:bg-white/5 hover:text-ivory')}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** /cofounders, /mentors and /investors: SPEC section 2's card screens, on the server's matches. */
export function CardScreenView({ kind }: { kind: CardKind }) {
  const screen = cardScreens[kind];
  const [tab, setTab] = useState<Tab>('discover');
  const [q, setQ] = useState('');
  const [industry, setIndustry] = useState<IndustryFilter>(industryFilters[0]);
  const settledQ = useDebouncedValue(q, searchDelayMs);
  const search = { q: settledQ.trim(), industry };

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <title>{`${screen.title} · Sangam`}</title>
      <header className="flex flex-col gap-3">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{screen.eyebrow}</p>
          <h1 className="mt-1 font-display text-3xl text-ivory sm:text-4xl">{screen.title}</h1>
        </div>
        <Tabs active={tab} onSelect={setTab} />
      </header>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="flex flex-col gap-4">
        {tab === 'discover' ? (
          <>
            <CardFilters searchLabel={screen.searchLabel} q={q} industry={industry} onSearch={setQ} onIndustry={setIndustry} />
            <CardDeck key={`${search.q}\u0000${search.industry}`} screen={screen} search={search} />
          </>
        ) : (
          <SentList />
        )}
      </div>
    </div>
  );
}

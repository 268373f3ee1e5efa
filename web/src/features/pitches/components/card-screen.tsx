import { useState } from 'react';

import { TabList } from '@/components/ui/tab-list';
import { industryFilters, type IndustryFilter } from '@/features/pitches/api/get-match-cards';
import type { CardKind } from '@/features/pitches/api/pitch-schemas';
import { CardDeck } from '@/features/pitches/components/card-deck';
import { CardFilters } from '@/features/pitches/components/card-filters';
import { SentList } from '@/features/pitches/components/sent-list';
import { cardScreens } from '@/features/pitches/lib/card-kinds';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const searchDelayMs = 300;

const tabs = [
  { key: 'discover', label: 'Discover' },
  { key: 'sent', label: 'Sent' },
] as const;
type Tab = (typeof tabs)[number]['key'];

const isTab = (key: string): key is Tab => tabs.some((tab) => tab.key === key);
const tabId = (key: string) => `cards-tab-${key}`;
const panelId = 'cards-panel';

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
        <TabList
          label="Cards or sent"
          tabs={tabs}
          active={tab}
          onSelect={(key) => {
            if (isTab(key)) setTab(key);
          }}
          tabId={tabId}
          panelId={panelId}
        />
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

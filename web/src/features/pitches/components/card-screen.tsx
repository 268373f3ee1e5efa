import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TabList } from '@/components/ui/tab-list';
import { industryFilters, type IndustryFilter } from '@/features/pitches/api/get-match-cards';
import type { CardKind } from '@/features/pitches/api/pitch-schemas';
import { CardDeck } from '@/features/pitches/components/card-deck';
import { CardFilters } from '@/features/pitches/components/card-filters';
import { SentList } from '@/features/pitches/components/sent-list';
import { pitchesNs } from '@/features/pitches/i18n';
import { cardScreens } from '@/features/pitches/lib/card-kinds';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const searchDelayMs = 300;

const tabKeys = ['discover', 'sent'] as const;
type Tab = (typeof tabKeys)[number];

const isTab = (key: string): key is Tab => (tabKeys as readonly string[]).includes(key);
const tabId = (key: string) => `cards-tab-${key}`;
const panelId = 'cards-panel';

/** /cofounders, /mentors and /investors: SPEC section 2's card screens, on the server's matches. */
export function CardScreenView({ kind }: { kind: CardKind }) {
  const { t } = useTranslation(pitchesNs);
  const screen = cardScreens[kind];
  const title = t(`screens.${kind}.title`);
  const searchLabel = t(`screens.${kind}.searchLabel`);
  const tabs = tabKeys.map((key) => ({ key, label: t(`tabs.${key}`) }));
  const [tab, setTab] = useState<Tab>('discover');
  const [q, setQ] = useState('');
  const [industry, setIndustry] = useState<IndustryFilter>(industryFilters[0]);
  const settledQ = useDebouncedValue(q, searchDelayMs);
  const search = { q: settledQ.trim(), industry };

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <title>{`${title} · Sangam`}</title>
      <header className="flex flex-col gap-3">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{t(`screens.${kind}.eyebrow`)}</p>
          <h1 className="mt-1 font-display text-3xl text-ivory sm:text-4xl">{title}</h1>
        </div>
        <TabList
          label={t('tabs.label')}
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
            <CardFilters searchLabel={searchLabel} q={q} industry={industry} onSearch={setQ} onIndustry={setIndustry} />
            <CardDeck key={`${search.q}\u0000${search.industry}`} screen={screen} search={search} />
          </>
        ) : (
          <SentList />
        )}
      </div>
    </div>
  );
}

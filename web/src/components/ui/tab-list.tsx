import { cn } from '@/lib/cn';

/** `count` undefined shows '–' while it loads; a tab without the key shows no count at all. */
export type Tab = { key: string; label: string; count?: number | undefined };

type TabListProps = {
  /** What the tabs choose between, for screen readers. */
  label: string;
  tabs: readonly Tab[];
  active: string;
  onSelect: (key: string) => void;
  /** The id each tab button gets, so its panel can be labelled by it. */
  tabId: (key: string) => string;
  panelId: string;
  className?: string;
};

/** Tabs, with a count each where given; arrow keys (and Home, End) move between them and select as they go. */
export function TabList({ label, tabs, active, onSelect, tabId, panelId, className }: TabListProps) {
  const select = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };
  const keyMoves: Record<string, (index: number) => number> = {
    ArrowRight: (index) => index + 1,
    ArrowLeft: (index) => index - 1,
    Home: () => 0,
    End: () => tabs.length - 1,
  };
  return (
    <div role="tablist" aria-label={label} className={cn('grid grid-cols-2 gap-1 rounded-2xl border border-white/8 bg-ink-900/60 p-1 sm:flex', className)}>
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
              const move = keyMoves[event.key];
              if (!move) return;
              event.preventDefault();
              select(move(index));
            }}
            className={cn(
              'flex min-w-0 items-center justify-center gap-1.5 rounded-xl px-2 py-2.5 text-sm font-medium transition-colors sm:flex-1 sm:gap-2 sm:px-3',
              selected ? 'bg-gold-400/15 text-gold-200' : 'text-ink-300 hover:bg-white/5 hover:text-ivory',
            )}
          >
            <span className="min-w-0 leading-tight max-sm:text-balance sm:truncate">{tab.label}</span>
            {'count' in tab ? (
              <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs tabular-nums', selected ? 'bg-gold-400/25 text-gold-100' : 'bg-white/6 text-ink-300')}>
                {tab.count ?? '–'}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

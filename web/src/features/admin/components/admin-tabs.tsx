import { cn } from '@/lib/cn';

export type AdminTab = { key: string; label: string; count: number | undefined };

export const tabId = (key: string) => `review-tab-${key}`;
export const tabPanelId = 'review-panel';

/** The tabs of the review queue, each with its count; arrow keys move between them. */
export function AdminTabs({ tabs, active, onSelect }: { tabs: readonly AdminTab[]; active: string; onSelect: (key: string) => void }) {
  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };
  return (
    <div role="tablist" aria-label="What to review" className="grid grid-cols-2 gap-1 rounded-2xl border border-white/8 bg-ink-900/60 p-1 sm:flex">
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index, 1);
              if (event.key === 'ArrowLeft') move(index, -1);
            }}
            className={cn(
              'flex min-w-0 items-center justify-center gap-1.5 rounded-xl px-2 py-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:flex-1 sm:gap-2 sm:px-3',
              selected ? 'bg-gold-400/15 text-gold-200' : 'text-ink-300 hover:bg-white/5 hover:text-ivory',
            )}
          >
            {tab.label}
            <span className={cn('rounded-full px-2 py-0.5 text-xs tabular-nums', selected ? 'bg-gold-400/25 text-gold-100' : 'bg-white/6 text-ink-300')}>
              {tab.count ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}

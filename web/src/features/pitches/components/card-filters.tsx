import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { industryFilters, type IndustryFilter } from '@/features/pitches/api/get-match-cards';
import { pitchesNs } from '@/features/pitches/i18n';

const control =
  'h-11 w-full rounded-xl border border-ink-600 bg-ink-950/70 text-[0.95rem] text-ivory placeholder:text-ink-500 focus:border-gold-400 focus:outline-2 focus:outline-gold-400/40';

type CardFiltersProps = {
  searchLabel: string;
  q: string;
  industry: IndustryFilter;
  onSearch: (q: string) => void;
  onIndustry: (industry: IndustryFilter) => void;
};

/** Each filter's label in the pitches catalogue; the filter itself is what the server gets. */
const industryLabelKeys: Record<IndustryFilter, string> = {
  'All Industries': 'industries.all',
  'AI/ML': 'industries.aiMl',
  FinTech: 'industries.finTech',
  Healthcare: 'industries.healthcare',
  'E-Commerce': 'industries.eCommerce',
  Software: 'industries.software',
  Blockchain: 'industries.blockchain',
  EdTech: 'industries.edTech',
};

const isIndustry = (value: string): value is IndustryFilter => (industryFilters as readonly string[]).includes(value);

/** The search box (sent to the server as `q`) and SPEC section 9's industry list. */
export function CardFilters({ searchLabel, q, industry, onSearch, onIndustry }: CardFiltersProps) {
  const { t } = useTranslation(pitchesNs);
  const industryId = useId();
  return (
    <div role="search" className="grid gap-2 sm:grid-cols-[1fr_12rem]">
      <label className="relative block">
        <span className="sr-only">{searchLabel}</span>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-500" />
        <input type="search" value={q} maxLength={100} placeholder={searchLabel} onChange={(event) => onSearch(event.target.value)} className={`${control} pr-3 pl-10`} />
      </label>
      <div>
        <label htmlFor={industryId} className="sr-only">
          {t('industry')}
        </label>
        <select
          id={industryId}
          value={industry}
          onChange={(event) => {
            if (isIndustry(event.target.value)) onIndustry(event.target.value);
          }}
          className={`${control} px-3`}
        >
          {industryFilters.map((option) => (
            <option key={option} value={option} className="bg-ink-900">
              {t(industryLabelKeys[option])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

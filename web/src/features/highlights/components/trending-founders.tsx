import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { PanelFailed, PanelLoading } from '@/components/ui/panel-status';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { paths } from '@/config/paths';
import { useHighlights } from '@/features/highlights/api/get-highlights';
import { highlightsNs } from '@/features/highlights/i18n';

/** The side panel's Trending Founders: the members most viewed and connected with this week, each opening their profile. */
export function TrendingFounders() {
  const { t } = useTranslation(highlightsNs);
  const highlights = useHighlights();
  if (highlights.isError && !highlights.data) return <PanelFailed onRetry={() => void highlights.refetch()} />;
  if (!highlights.data) return <PanelLoading />;

  const founders = highlights.data.trendingFounders;
  if (founders.length === 0) return <p className="text-xs text-ink-300">{t('trending.empty')}</p>;
  return (
    <ul className="flex flex-col gap-1">
      {founders.map(({ member }) => {
        const about = [member.industry, member.location].filter(Boolean).join(' · ');
        return (
          <li key={member.id}>
            <Link to={paths.founder.member.getHref(member.id)} className="-mx-1.5 flex items-center gap-2.5 rounded-xl px-1.5 py-1 transition-colors hover:bg-white/5">
              <Avatar name={member.name} photoUrl={member.photoUrl} size="xs" />
              <span className="min-w-0 flex-1 text-sm leading-tight">
                <span className="flex items-center gap-1 text-ivory">
                  <span className="truncate">{member.name}</span>
                  {member.verified ? <VerifiedBadge size="sm" /> : null}
                </span>
                {about ? <span className="block truncate text-xs text-ink-500">{about}</span> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

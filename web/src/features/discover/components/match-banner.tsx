import { PartyPopper, X } from 'lucide-react';
import * as m from 'motion/react-m';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { discoverNs } from '@/features/discover/i18n';

const shownForMs = 6000;

/**
 * "It's a match!" for a few seconds after a mutual Connect. Screen readers hear it through the
 * deck's live region, so this banner is not one.
 */
export function MatchBanner({ name, onDismiss }: { name: string; onDismiss: () => void }) {
  const { t } = useTranslation(discoverNs);
  useEffect(() => {
    const timer = window.setTimeout(onDismiss, shownForMs);
    return () => window.clearTimeout(timer);
  }, [name, onDismiss]);

  return (
    <m.div
      initial={{ opacity: 0, y: -8, scale: 0.98 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      className="flex items-center gap-3 rounded-2xl border border-emerald-400/30 bg-linear-to-r from-emerald-400/15 to-gold-400/10 px-4 py-3"
    >
      <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-gold-300" strokeWidth={1.6} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-display text-lg leading-tight text-ivory">{t('match.title')}</p>
        <p className="text-ink-200">
          <Trans t={t} i18nKey="match.connected" values={{ name }} components={{ name: <span className="text-ivory" /> }} />{' '}
          <Link to={paths.founder.connections.getHref()} className="text-gold-300 underline-offset-2 hover:underline">
            {t('match.viewConnections')}
          </Link>
        </p>
      </div>
      <button type="button" onClick={onDismiss} aria-label={t('match.dismiss')} className="grid size-8 shrink-0 place-items-center rounded-full text-ink-300 hover:bg-white/10 hover:text-ivory">
        <X aria-hidden="true" className="size-4" />
      </button>
    </m.div>
  );
}

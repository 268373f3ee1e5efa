import { Handshake, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DeckButton } from '@/components/ui/deck-button';
import { discoverNs } from '@/features/discover/i18n';

type SwipeButtonsProps = { busy: boolean; onPass: () => void; onConnect: () => void };

/**
 * Pass and Connect. While a swipe is saved they are aria-disabled rather than disabled, so the
 * button keeps keyboard focus for the next card.
 */
export function SwipeButtons({ busy, onPass, onConnect }: SwipeButtonsProps) {
  const { t } = useTranslation(discoverNs);
  return (
    <div className="flex items-center gap-3">
      <DeckButton tone="pass" icon={X} aria-disabled={busy || undefined} onClick={onPass}>
        {t('deck.pass')}
      </DeckButton>
      <DeckButton tone="go" icon={Handshake} aria-disabled={busy || undefined} onClick={onConnect}>
        {t('deck.connect')}
      </DeckButton>
    </div>
  );
}

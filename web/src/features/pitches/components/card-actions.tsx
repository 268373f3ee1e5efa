import { Send, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DeckButton } from '@/components/ui/deck-button';
import { pitchesNs } from '@/features/pitches/i18n';
import type { CardAction } from '@/features/pitches/lib/card-kinds';

type CardActionsProps = { action: CardAction; canPitch: boolean; describedBy?: string; onPass: () => void; onPitch: () => void; onPrefetch: () => void };

/** Pass, and Pitch or Apply (disabled with the reason beside it when the week's allowance is spent). */
export function CardActions({ action, canPitch, describedBy, onPass, onPitch, onPrefetch }: CardActionsProps) {
  const { t } = useTranslation(pitchesNs);
  return (
    <div className="flex items-center gap-3">
      <DeckButton tone="pass" icon={X} onClick={onPass}>
        {t('pass')}
      </DeckButton>
      <DeckButton tone="go" icon={Send} onClick={onPitch} onPointerEnter={onPrefetch} onFocus={onPrefetch} disabled={!canPitch} aria-describedby={describedBy}>
        {t(`actions.${action}.button`)}
      </DeckButton>
    </div>
  );
}

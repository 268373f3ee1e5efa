import { Send, X } from 'lucide-react';

import { DeckButton } from '@/components/ui/deck-button';

type CardActionsProps = { action: 'Pitch' | 'Apply'; canPitch: boolean; describedBy?: string; onPass: () => void; onPitch: () => void; onPrefetch: () => void };

/** Pass, and Pitch or Apply (disabled with the reason beside it when the week's allowance is spent). */
export function CardActions({ action, canPitch, describedBy, onPass, onPitch, onPrefetch }: CardActionsProps) {
  return (
    <div className="flex items-center gap-3">
      <DeckButton tone="pass" icon={X} onClick={onPass}>
        Pass
      </DeckButton>
      <DeckButton tone="go" icon={Send} onClick={onPitch} onPointerEnter={onPrefetch} onFocus={onPrefetch} disabled={!canPitch} aria-describedby={describedBy}>
        {action}
      </DeckButton>
    </div>
  );
}

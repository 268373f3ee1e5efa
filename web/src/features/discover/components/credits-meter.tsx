import { Coins } from 'lucide-react';

import { WeeklyMeter } from '@/components/ui/weekly-meter';
import type { Credits } from '@/features/discover/api/discover-schemas';

/** The Connect credits left this week and when they refill, always on screen beside Connect. */
export function CreditsMeter({ credits }: { credits: Credits }) {
  return (
    <WeeklyMeter
      icon={Coins}
      left={credits.balance}
      total={credits.weeklyBudget}
      what="Connect credits"
      renewal="Refills"
      renewsAt={credits.refillsAt}
    />
  );
}

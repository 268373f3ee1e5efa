import { Send } from 'lucide-react';

import { WeeklyMeter } from '@/components/ui/weekly-meter';
import type { Allowance } from '@/features/pitches/api/pitch-schemas';

/** Pitches and applications left this week, beside the button that spends them. */
export function AllowanceMeter({ allowance }: { allowance: Allowance }) {
  return (
    <WeeklyMeter
      icon={Send}
      left={allowance.left}
      total={allowance.weekly}
      what="pitches and applications"
      renewal="Renews"
      renewsAt={allowance.renewsAt}
    />
  );
}

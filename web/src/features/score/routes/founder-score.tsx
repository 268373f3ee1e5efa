import { Gauge } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function FounderScoreRoute() {
  return (
    <ComingSoon
      eyebrow="Build"
      title="Founder Score"
      description="Your standing in the network, and what moves it."
      icon={Gauge}
      highlights={['Profile, network, activity and growth sub-scores', 'Weekly goals and achievements', 'Score history for the last 30 days']}
    />
  );
}

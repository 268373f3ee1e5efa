import { Trophy } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function SuccessStoriesRoute() {
  return (
    <ComingSoon
      eyebrow="Inspiration"
      title="Success Stories"
      description="How members built, raised and grew — challenges, solutions and results."
      icon={Trophy}
      highlights={['Filter by industry', 'Metrics on revenue, team, users and growth']}
    />
  );
}

import { Lightbulb } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function IdeaValidationRoute() {
  return (
    <ComingSoon
      eyebrow="Build"
      title="Idea Validation Hub"
      description="Five steps of sharp questions that pressure-test your idea."
      icon={Lightbulb}
      highlights={['Five steps, four questions each', 'A validation score as you go']}
    />
  );
}

import { ShieldCheck } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminReviewRoute() {
  return (
    <ComingSoon
      eyebrow="Administration"
      title="Review Queue"
      description="Profiles, pitches and applications waiting for a decision."
      icon={ShieldCheck}
      highlights={['Profiles, Pitches and Applications tabs with counts', 'Filter by status: All, Pending, Approved, Rejected', 'Approve or Reject pending items', 'Pending, approved, rejected and total at a glance']}
    />
  );
}

import { MessagesSquare } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function InboxRoute() {
  return (
    <ComingSoon
      eyebrow="Network"
      title="Messages"
      description="Private conversations with your connections."
      icon={MessagesSquare}
      highlights={['Conversation list with unread badges', 'Enter to send, Shift+Enter for a new line']}
    />
  );
}

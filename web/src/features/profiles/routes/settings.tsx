import { Settings } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function SettingsRoute() {
  return (
    <ComingSoon
      eyebrow="You"
      title="Settings"
      description="Notifications, privacy, preferences and your account."
      icon={Settings}
      highlights={['Notification and privacy controls', 'Theme, language, timezone and date format', 'Export or delete your data']}
    />
  );
}

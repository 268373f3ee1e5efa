// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import notificationsEnglish from '@/locales/en/notifications.json';

export const notificationsNs = featureNamespace('notifications', notificationsEnglish);

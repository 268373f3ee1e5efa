// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import messagingEnglish from '@/locales/en/messaging.json';

export const messagingNs = featureNamespace('messaging', messagingEnglish);

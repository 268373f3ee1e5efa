// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import moderationEnglish from '@/locales/en/moderation.json';

export const moderationNs = featureNamespace('moderation', moderationEnglish);

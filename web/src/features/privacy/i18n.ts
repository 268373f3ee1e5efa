// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import privacyEnglish from '@/locales/en/privacy.json';

export const privacyNs = featureNamespace('privacy', privacyEnglish);

// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import securityEnglish from '@/locales/en/security.json';

export const securityNs = featureNamespace('security', securityEnglish);

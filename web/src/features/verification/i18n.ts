// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import verificationEnglish from '@/locales/en/verification.json';

export const verificationNs = featureNamespace('verification', verificationEnglish);

// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import investingEnglish from '@/locales/en/investing.json';

export const investingNs = featureNamespace('investing', investingEnglish);

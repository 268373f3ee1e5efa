// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import discoverEnglish from '@/locales/en/discover.json';

export const discoverNs = featureNamespace('discover', discoverEnglish);

// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import requestsEnglish from '@/locales/en/requests.json';

export const requestsNs = featureNamespace('requests', requestsEnglish);

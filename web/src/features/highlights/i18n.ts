// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import highlightsEnglish from '@/locales/en/highlights.json';

export const highlightsNs = featureNamespace('highlights', highlightsEnglish);

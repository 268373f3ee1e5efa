// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import scoreEnglish from '@/locales/en/score.json';

export const scoreNs = featureNamespace('score', scoreEnglish);

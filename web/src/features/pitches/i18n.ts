// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import pitchesEnglish from '@/locales/en/pitches.json';

export const pitchesNs = featureNamespace('pitches', pitchesEnglish);

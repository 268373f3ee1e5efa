// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import kindsEnglish from '@/locales/en/kinds.json';

export const kindsNs = featureNamespace('kinds', kindsEnglish);

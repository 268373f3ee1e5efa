// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import waitlistEnglish from '@/locales/en/waitlist.json';

export const waitlistNs = featureNamespace('waitlist', waitlistEnglish);

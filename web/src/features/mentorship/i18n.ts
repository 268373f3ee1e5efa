// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import mentorshipEnglish from '@/locales/en/mentorship.json';

export const mentorshipNs = featureNamespace('mentorship', mentorshipEnglish);

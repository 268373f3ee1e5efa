// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import applicationsEnglish from '@/locales/en/applications.json';

export const applicationsNs = featureNamespace('applications', applicationsEnglish);

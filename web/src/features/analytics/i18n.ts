// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import analyticsEnglish from '@/locales/en/analytics.json';

export const analyticsNs = featureNamespace('analytics', analyticsEnglish);

// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import profileEnglish from '@/locales/en/profile.json';
import settingsEnglish from '@/locales/en/settings.json';

export const profileNs = featureNamespace('profile', profileEnglish);
export const settingsNs = featureNamespace('settings', settingsEnglish);

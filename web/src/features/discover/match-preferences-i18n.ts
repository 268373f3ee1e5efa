// The match preferences dialog's English text: it comes with the dialog's code, not the deck's.
import { featureNamespace } from '@/lib/i18n';
import matchPreferencesEnglish from '@/locales/en/match-preferences.json';

export const matchPreferencesNs = featureNamespace('match-preferences', matchPreferencesEnglish);

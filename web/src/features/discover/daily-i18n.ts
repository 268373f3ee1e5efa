// The daily matches' English text (lib/i18n.ts): the deck's "Today's matches" and the /settings section.
import { featureNamespace } from '@/lib/i18n';
import dailyEnglish from '@/locales/en/daily-matches.json';

export const dailyNs = featureNamespace('daily-matches', dailyEnglish);

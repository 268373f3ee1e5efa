// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import storiesEnglish from '@/locales/en/stories.json';

export const storiesNs = featureNamespace('stories', storiesEnglish);

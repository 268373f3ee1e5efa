// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import eventsEnglish from '@/locales/en/events.json';

export const eventsNs = featureNamespace('events', eventsEnglish);

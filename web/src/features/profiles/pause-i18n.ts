// The pause's English text (lib/i18n.ts): the /settings section and the member area's banner.
import { featureNamespace } from '@/lib/i18n';
import pauseEnglish from '@/locales/en/pause.json';

export const pauseNs = featureNamespace('pause', pauseEnglish);

// This feature's English text, with its code (lib/i18n.ts).
import { featureNamespace } from '@/lib/i18n';
import validationEnglish from '@/locales/en/validation.json';

export const validationNs = featureNamespace('validation', validationEnglish);

import type { TFunction } from 'i18next';

import { ApiError } from '@/lib/api-client';
import { featureNamespace } from '@/lib/i18n';
import accountHoldEnglish from '@/locales/en/account-hold.json';

/** The sign-in refusal of a member the moderators suspended or banned (docs/moderation.md), in the member's language. */
export const accountHoldNs = featureNamespace('account-hold', accountHoldEnglish);

/** The sentence for a sign-in refused because the account is suspended (with its end date) or banned; null for any other error. */
export function heldAccountMessage(error: unknown, t: TFunction<'account-hold'>, language: string): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.fields.reason ?? '';
  if (error.code === 'account_banned') return t('banned', { reason });
  if (error.code !== 'account_suspended') return null;
  const until = error.fields.until;
  // English as India writes it ("5 Dec 2026"), like the rest of the app.
  const locale = language === 'en' ? 'en-IN' : language;
  const date = until ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(until)) : '';
  return t('suspended', { date, reason });
}

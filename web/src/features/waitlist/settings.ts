import { InvitationsSection } from '@/features/waitlist/components/invitations-section';
import { ReferralSection } from '@/features/waitlist/components/referral-section';
import type { SettingsEntry } from '@/lib/feature-module';

/** Inviting people to apply, a panel of /settings; the referral code under Account. */
const entries: readonly SettingsEntry[] = [
  { place: 'own', order: 20, component: InvitationsSection },
  { place: 'account', order: 30, component: ReferralSection },
];

export default entries;

import { useTwoFactor } from '@/features/auth/api/two-factor';
import { SessionsSection } from '@/features/auth/components/sessions-section';
import { TwoFactorSection } from '@/features/auth/components/two-factor-section';
import { DailyEmailSection } from '@/features/discover/components/daily-email-section';
import { KindsSection } from '@/features/kinds/components/kinds-section';
import { DeleteAccount } from '@/features/privacy/components/delete-account';
import { ExportData } from '@/features/privacy/components/export-data';
import { PauseSection } from '@/features/profiles/components/pause-section';
import { SwitchRow } from '@/features/profiles/components/switch-row';
import { SettingsRoute } from '@/features/profiles/routes/settings';
import { InvitationsSection } from '@/features/waitlist/components/invitations-section';
import { ReferralSection } from '@/features/waitlist/components/referral-section';

/** /settings with asking to act as a mentor or an investor (features/kinds), the daily matches e-mail (features/discover), two-factor sign-in, the active sessions (features/auth) and the referral code (features/waitlist) under Account, inviting people to apply (features/waitlist), pausing the membership (features/profiles), export and erasure (features/privacy) in the Danger Zone. */
export function SettingsPage() {
  const twoFactor = useTwoFactor();
  return (
    <SettingsRoute
      security={
        <>
          <TwoFactorSection />
          <SessionsSection />
          <ReferralSection />
        </>
      }
      sections={
        <>
          <KindsSection />
          <DailyEmailSection Switch={SwitchRow} />
          <InvitationsSection />
          <PauseSection />
        </>
      }
      dangerZone={
        <>
          <ExportData />
          <DeleteAccount twoFactor={twoFactor.data?.enabled ?? false} />
        </>
      }
    />
  );
}

import { useTwoFactor } from '@/features/auth/api/two-factor';
import { SessionsSection } from '@/features/auth/components/sessions-section';
import { TwoFactorSection } from '@/features/auth/components/two-factor-section';
import { DeleteAccount } from '@/features/privacy/components/delete-account';
import { ExportData } from '@/features/privacy/components/export-data';
import { SettingsRoute } from '@/features/profiles/routes/settings';
import { ReferralSection } from '@/features/waitlist/components/referral-section';

/** /settings with two-factor sign-in and the active sessions (features/auth) and the referral code (features/waitlist) under Account, export and erasure (features/privacy) in the Danger Zone. */
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
      dangerZone={
        <>
          <ExportData />
          <DeleteAccount twoFactor={twoFactor.data?.enabled ?? false} />
        </>
      }
    />
  );
}

import { SessionsSection } from '@/features/auth/components/sessions-section';
import { TwoFactorSection } from '@/features/auth/components/two-factor-section';
import { SettingsRoute } from '@/features/profiles/routes/settings';

/** /settings with two-factor sign-in and the active sessions (features/auth) under Account. */
export function SettingsPage() {
  return (
    <SettingsRoute
      security={
        <>
          <TwoFactorSection />
          <SessionsSection />
        </>
      }
    />
  );
}

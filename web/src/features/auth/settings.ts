import { SessionsSection } from '@/features/auth/components/sessions-section';
import { TwoFactorSection } from '@/features/auth/components/two-factor-section';
import type { SettingsEntry } from '@/lib/feature-module';

/** Two-factor sign-in and the active sessions, under /settings' Account. */
const entries: readonly SettingsEntry[] = [
  { place: 'account', order: 10, component: TwoFactorSection },
  { place: 'account', order: 20, component: SessionsSection },
];

export default entries;

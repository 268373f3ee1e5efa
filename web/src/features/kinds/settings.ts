import { KindsSection } from '@/features/kinds/components/kinds-section';
import type { SettingsEntry } from '@/lib/feature-module';

/** Asking to act as a mentor or an investor, a panel of /settings. */
const entries: readonly SettingsEntry[] = [{ place: 'own', order: 10, component: KindsSection }];

export default entries;

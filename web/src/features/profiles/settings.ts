import { PauseSection } from '@/features/profiles/components/pause-section';
import type { SettingsEntry } from '@/lib/feature-module';

/** Pausing the membership, a panel of /settings (the rest of the page is the profiles feature's own route). */
const entries: readonly SettingsEntry[] = [{ place: 'own', order: 30, component: PauseSection }];

export default entries;

import { SettingsRoute } from '@/features/profiles/routes/settings';
import type { SettingsEntry } from '@/lib/feature-module';

/** Every feature's parts of /settings (src/features/<f>/settings.ts), found by folder, in order. */
const entries: readonly SettingsEntry[] = Object.values(import.meta.glob<readonly SettingsEntry[]>('/src/features/*/settings.ts', { eager: true, import: 'default' }))
  .flat()
  .sort((a, b) => a.order - b.order);

/** /settings: the profiles feature's page with the other features' parts in their places. */
export function SettingsPage() {
  return <SettingsRoute entries={entries} />;
}

import { DeleteAccount } from '@/features/privacy/components/delete-account';
import { ExportData } from '@/features/privacy/components/export-data';
import type { SettingsEntry } from '@/lib/feature-module';

/** Exporting one's data and erasing the account, in /settings' Danger Zone. */
const entries: readonly SettingsEntry[] = [
  { place: 'dangerZone', order: 10, component: ExportData },
  { place: 'dangerZone', order: 20, component: DeleteAccount },
];

export default entries;

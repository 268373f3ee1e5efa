import { DailyEmailSection } from '@/features/discover/components/daily-email-section';
import type { SettingsEntry } from '@/lib/feature-module';

/** Whether the day's matches also come by e-mail, a panel of /settings. */
const entries: readonly SettingsEntry[] = [{ place: 'own', order: 15, component: DailyEmailSection }];

export default entries;

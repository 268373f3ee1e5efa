import type { FeatureModule } from '@/lib/feature-module';

/** No screen of its own: the app composes its components into other screens. */
const notificationsModule: FeatureModule = { name: 'notifications', namespaces: ['notifications'] };

export default notificationsModule;

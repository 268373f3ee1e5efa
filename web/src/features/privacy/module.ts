import type { FeatureModule } from '@/lib/feature-module';

/** No screen of its own: the app composes its components into other screens. */
const privacyModule: FeatureModule = { name: 'privacy', namespaces: ['privacy'] };

export default privacyModule;

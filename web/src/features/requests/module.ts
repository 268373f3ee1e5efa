import type { FeatureModule } from '@/lib/feature-module';

/** No screen of its own: the app composes its components into other screens. */
const requestsModule: FeatureModule = { name: 'requests', namespaces: ['requests'] };

export default requestsModule;

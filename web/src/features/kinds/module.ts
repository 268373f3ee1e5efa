import type { FeatureModule } from '@/lib/feature-module';

/**
 * Kinds are granted, not chosen (docs/kinds.md): members ask to act as a Mentor or an Investor in
 * /settings (components/kinds-section, declared in settings.ts) and
 * administrators answer in /admin?section=kinds. No screen of its own.
 */
const kindsModule: FeatureModule = {
  name: 'kinds',
  namespaces: ['kinds'],
};

export default kindsModule;

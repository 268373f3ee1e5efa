import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The member's language (SPEC section 3 preferences, plus Hindi). Catalogues live in
 * src/locales/<language>/<namespace>.json; English is the SPEC's own text and is bundled (the
 * shared namespaces with the entry, a feature's with the feature), the others load when chosen. src/lib/i18n-catalogues.test.ts fails when a key is missing anywhere.
 */
export const languages = ['en', 'hi', 'es', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

// The app's own text (shell, shared components) comes with the entry; each feature's English
// catalogue comes with the feature's code (featureNamespace), so a screen carries only its own.
const english = import.meta.glob<ResourceKey>(['../locales/en/common.json', '../locales/en/shell.json', '../locales/en/ui.json'], { eager: true, import: 'default' });
const others = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });
// Each module's navigation labels (src/locales/<language>/nav/<module>.json) are the shell's `nav`:
// a new module adds its own file rather than editing shell.json in every language.
const englishNav = import.meta.glob<Record<string, string>>('../locales/en/nav/*.json', { eager: true, import: 'default' });
const otherNav = import.meta.glob<Record<string, string>>(['../locales/*/nav/*.json', '!../locales/en/nav/*.json'], { import: 'default' });

const namespaceOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);

export const namespaces = Object.keys(english).map(namespaceOf);

const withNav = (namespace: string, resource: ResourceKey, nav: Record<string, string>[]): ResourceKey =>
  namespace === 'shell' ? { ...(resource as object), nav: Object.assign({}, ...nav) as Record<string, string> } : resource;

/** A language's catalogue of `namespace`, the shell with its modules' navigation labels. */
async function loadCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  const load = others[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`no catalogue ${language}/${namespace}`);
  const navFiles = namespace === 'shell' ? Object.entries(otherNav).filter(([file]) => file.startsWith(`../locales/${language}/nav/`)) : [];
  const [resource, ...nav] = await Promise.all([load(), ...navFiles.map(([, loadNav]) => loadNav())]);
  return withNav(namespace, resource, nav);
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    loadCatalogue(language, namespace).then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18next
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    ns: namespaces,
    defaultNS: 'common',
    resources: {
      en: Object.fromEntries(Object.entries(english).map(([file, resource]) => [namespaceOf(file), withNav(namespaceOf(file), resource, Object.values(englishNav))])),
    },
    // English is bundled; the other catalogues come from the backend above when chosen.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    returnNull: false,
  });

/**
 * Registers a feature's English catalogue when the feature's code loads (before anything of it
 * renders) and returns its namespace for useTranslation; the other languages load when chosen.
 */
export function featureNamespace<N extends string>(namespace: N, catalogue: ResourceKey): N {
  if (!i18next.hasResourceBundle('en', namespace)) i18next.addResourceBundle('en', namespace, catalogue, true, false);
  return namespace;
}

/** Switches the whole app to `language` (loading its catalogues first) and marks <html lang>. */
export async function setLanguage(language: Language) {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };

import { languages } from '@/lib/i18n';

type Catalogue = { [key: string]: string | Catalogue };

const files = import.meta.glob<Catalogue>(['../locales/*/*.json', '../locales/*/nav/*.json'], { eager: true, import: 'default' });

/** language → namespace (`nav/<module>` for a module's navigation labels) → catalogue */
const catalogues = new Map<string, Map<string, Catalogue>>();
for (const [path, catalogue] of Object.entries(files)) {
  const [, , language = '', ...file] = path.split('/');
  const byNamespace = catalogues.get(language) ?? new Map<string, Catalogue>();
  byNamespace.set(file.join('/').replace(/\.json$/, ''), catalogue);
  catalogues.set(language, byNamespace);
}

/** Every key as a dotted path, with its text. */
function entries(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

/** Plural forms differ by language (i18next's _one, _other, _few …): compare the keys without them. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const keysOf = (catalogue: Catalogue) => new Set(entries(catalogue).map(([key]) => withoutPlural(key)));

const english = catalogues.get('en') ?? new Map<string, Catalogue>();

describe('translation catalogues', () => {
  it('has English catalogues to compare with, and a folder for every language', () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...catalogues.keys()].sort()).toEqual([...languages].sort());
  });

  for (const language of languages.filter((l) => l !== 'en')) {
    it(`${language} has every catalogue English has, and no other`, () => {
      expect([...(catalogues.get(language)?.keys() ?? [])].sort()).toEqual([...english.keys()].sort());
    });

    for (const [namespace, source] of english) {
      it(`${language}/${namespace} has exactly the English keys, none blank`, () => {
        const translated = catalogues.get(language)?.get(namespace) ?? {};
        expect(keysOf(translated)).toEqual(keysOf(source));
        expect(entries(translated).filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      });
    }
  }
});

// The HTTP contract is api/openapi.yaml (openapi, info, servers and the components several features
// share) plus one fragment per server feature, api/features/<feature>.yaml (its paths and the
// components only it uses). mergeContract() joins them into the one OpenAPI document every consumer
// reads: gen-api.mjs, the contract spec (e2e/api-contract.spec.ts) and `npm run api:bundle`.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parse, stringify } from 'yaml';

export const apiDir = new URL('../../api/', import.meta.url);

const fragmentKeys = new Set(['paths', 'components']);
const componentKinds = ['schemas', 'responses'];

/** The fragments of the contract in `dir`, sorted by feature name: `{ feature, file, document }`. */
export function readFragments(dir = apiDir) {
  const featuresUrl = new URL('features/', dir);
  return readdirSync(featuresUrl)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({
      feature: name.slice(0, -'.yaml'.length),
      file: `api/features/${name}`,
      document: parse(readFileSync(new URL(name, featuresUrl), 'utf8')) ?? {},
    }));
}

function addAll(target, entries, what, origins, file) {
  for (const [key, value] of Object.entries(entries ?? {})) {
    const first = origins.get(`${what} ${key}`);
    if (first) throw new Error(`${what} ${key} is defined twice: in ${first} and in ${file}`);
    origins.set(`${what} ${key}`, file);
    target[key] = value;
  }
}

function* refsOf(node) {
  if (Array.isArray(node)) for (const item of node) yield* refsOf(item);
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') yield value;
      else yield* refsOf(value);
    }
}

/** The root and every fragment as one OpenAPI document; throws on a definition made twice or a dangling $ref. */
export function mergeContract(dir = apiDir) {
  const { paths, components, ...head } = parse(readFileSync(new URL('openapi.yaml', dir), 'utf8'));
  const merged = { ...head, paths: {}, components: { ...components, schemas: {}, responses: {} } };
  const origins = new Map();
  const add = (file, document) => {
    addAll(merged.paths, document.paths, 'path', origins, file);
    for (const kind of componentKinds)
      addAll(merged.components[kind], document.components?.[kind], `components.${kind}`, origins, file);
  };
  add('api/openapi.yaml', { paths, components });

  for (const { file, document } of readFragments(dir)) {
    const unknown = Object.keys(document).filter((key) => !fragmentKeys.has(key));
    if (unknown.length) throw new Error(`${file} may hold only paths and components, not ${unknown.join(', ')}`);
    const unknownKinds = Object.keys(document.components ?? {}).filter((kind) => !componentKinds.includes(kind));
    if (unknownKinds.length) throw new Error(`${file}: components may hold only ${componentKinds.join(' and ')}`);
    add(file, document);
  }

  for (const ref of new Set(refsOf(merged))) {
    const [hash, section, kind, name, ...rest] = ref.split('/');
    if (hash !== '#' || section !== 'components' || !componentKinds.includes(kind) || rest.length)
      throw new Error(`$ref ${ref}: only #/components/schemas/<name> and #/components/responses/<name> resolve`);
    if (!Object.hasOwn(merged.components[kind], name)) throw new Error(`dangling $ref ${ref}`);
  }
  return merged;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(stringify(mergeContract(), { lineWidth: 0 }));
}

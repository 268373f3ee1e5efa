/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type RouteBudget = { path: string; budget: string; lazy: string[] };
export type RouteWeight = {
  path: string;
  budget: string;
  budgetBytes: number;
  bytes: number;
  files: string[];
  over: boolean;
};

export declare const bytesPerKb: number;
export declare function gzipSize(bytes: Uint8Array | string): number;
export declare function staticClosure(manifest: Manifest, keys: string[]): string[];
export declare function initialFiles(manifest: Manifest, entryKey: string, lazyModules: string[]): string[];
export declare function unclaimedLazyModules(manifest: Manifest, claimed: string[]): string[];
export declare function unknownLazyModules(manifest: Manifest, claimed: string[]): string[];
export declare function weighRoutes(options: {
  manifest: Manifest;
  entryKey?: string;
  routes: RouteBudget[];
  budgets: Record<string, number>;
  sizeOf: (file: string) => number;
}): RouteWeight[];
export declare const kb: (bytes: number) => string;
export declare function extraBytes(
  manifest: Manifest,
  lazyModules: string[],
  module: string,
  sizeOf: (file: string) => number,
  entryKey?: string,
): number;
export declare function formatTable(rows: RouteWeight[]): string;

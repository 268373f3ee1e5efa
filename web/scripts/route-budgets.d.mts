import type { RouteBudget } from './bundle-weight.mjs';

type BudgetTable = { routes: RouteBudget[]; deferred: { module: string; after: string }[] };

export declare const budgets: { public: number; member: number };
export declare const layoutModules: Record<'public' | 'member' | 'dashboard' | 'admin', string[]>;
export declare function importedFile(load: () => unknown): string;
/** The parts of a FeatureModule and an AdminSectionDeclaration (src/lib/feature-module.ts) the table reads. */
type BudgetedModule = {
  routes?: readonly { path: string; layout: keyof typeof layoutModules; budget: keyof typeof budgets; screen: () => unknown }[];
};
export declare function budgetTable(modules: readonly BudgetedModule[], adminSections: readonly { load: () => unknown }[]): BudgetTable;
export declare function loadBudgetTable(): Promise<BudgetTable>;
/** Files of the app, read through Vite's module runner: each file's exports. */
export declare function loadAppFiles(...files: string[]): Promise<Record<string, unknown>[]>;

import type { RouteBudget } from './bundle-weight.mjs';

export declare const budgets: { public: number; member: number };
export declare const routes: RouteBudget[];
export declare const deferred: { module: string; after: string }[];

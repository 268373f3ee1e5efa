import type { ApiSchemas } from '@/lib/api-client';

/** The funding stages a founder chooses from, in the application and in the profile's founder section. */
export const founderStages = ['Idea', 'MVP', 'Seed', 'Series A', 'Series B', 'Series C+'] as const satisfies readonly ApiSchemas['FounderStage'][];

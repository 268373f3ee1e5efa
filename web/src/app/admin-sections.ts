import type { AdminSectionDeclaration } from '@/lib/feature-module';

/**
 * Each feature's section of /admin (src/features/<f>/admin/section.ts), found by folder, in tab
 * order. Only /admin (src/app/routes/admin-page.tsx) imports this, so the sections' declarations
 * stay out of the entry chunk.
 */
export const adminSections: readonly AdminSectionDeclaration[] = Object.values(
  import.meta.glob<AdminSectionDeclaration>('/src/features/*/admin/section.ts', { eager: true, import: 'default' }),
).sort((a, b) => a.order - b.order);

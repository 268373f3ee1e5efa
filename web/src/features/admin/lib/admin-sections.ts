import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';

import { paths } from '@/config/paths';

/**
 * A part of /admin, chosen with ?section= so a reload or Back keeps the one shown. The review queue
 * is the administrator's own and shows with no parameter; the others are the features' admin
 * sections (src/app/modules.ts), each loaded when opened.
 */
export type AdminSection = { key: string; title: string; tab: string };
export type FeatureAdminSection = AdminSection & { Section: ComponentType };

export const reviewSection: AdminSection = { key: 'review', title: 'Review Queue', tab: 'Review queue' };

export const adminSectionHref = ({ key }: AdminSection) =>
  key === reviewSection.key ? paths.admin.getHref() : `${paths.admin.getHref()}?${new URLSearchParams({ section: key }).toString()}`;

/** The section the address asks for; anything unknown is the review queue. */
export function useAdminSection(sections: readonly FeatureAdminSection[]): FeatureAdminSection | typeof reviewSection {
  const [params] = useSearchParams();
  const key = params.get('section');
  return sections.find((section) => section.key === key) ?? reviewSection;
}

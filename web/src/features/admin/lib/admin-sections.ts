import { useSearchParams } from 'react-router';

import { paths } from '@/config/paths';

/** The parts of /admin, chosen with ?section= so a reload or Back keeps the one shown; no parameter is the review queue. */
export const adminSections = ['review', 'events', 'stories', 'insights', 'verification'] as const;
export type AdminSection = (typeof adminSections)[number];

export const adminSectionTitles: Record<AdminSection, string> = {
  review: 'Review Queue',
  events: 'Events',
  stories: 'Stories',
  insights: 'Market Insights',
  verification: 'Verification',
};
export const adminSectionTabLabels: Record<AdminSection, string> = {
  review: 'Review queue',
  events: 'Events',
  stories: 'Stories',
  insights: 'Insights',
  verification: 'Verification',
};

const isAdminSection = (value: string | null): value is AdminSection => (adminSections as readonly (string | null)[]).includes(value);

export const adminSectionHref = (section: AdminSection) =>
  section === 'review' ? paths.admin.getHref() : `${paths.admin.getHref()}?${new URLSearchParams({ section }).toString()}`;

/** The section the address asks for; anything unknown is the review queue. */
export function useAdminSection(): AdminSection {
  const [params] = useSearchParams();
  const section = params.get('section');
  return isAdminSection(section) ? section : 'review';
}

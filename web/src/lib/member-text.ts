import type { MemberSummary } from '@/lib/member-summary';

/** "Founder & CEO at Kirana Labs", or whichever half is known. */
export function roleLine({ title, company }: Pick<MemberSummary, 'title' | 'company'>): string | null {
  if (title && company) return `${title} at ${company}`;
  return title ?? company ?? null;
}

import { identityDocumentHref, type ReviewedStep, type VerificationReview } from '@/features/verification/admin/api/get-verification-reviews';
import { formatIst } from '@/lib/admin/india-time';

export const reviewedStepLabels: Record<ReviewedStep, string> = {
  linkedin: 'LinkedIn profile',
  company: 'Company',
  identity: 'Identity document',
  video: 'Video call',
};

/** The step inside a sentence: "Meera Pillai’s LinkedIn profile". */
export const reviewedStepNouns: Record<ReviewedStep, string> = {
  linkedin: 'LinkedIn profile',
  company: 'company details',
  identity: 'identity document',
  video: 'video call',
};

/** What a waiting step shows: the facts the member sent, and a link to open (a profile, a website, the document). */
export type SentFacts = {
  facts: Array<{ label: string; value: string }>;
  body: string | null;
  links: Array<{ label: string; href: string; download?: boolean }>;
};

/** Only http(s) addresses become links; anything else stays text. */
function webLink(href: string | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const present = (facts: Array<{ label: string; value: string | undefined }>) => facts.filter((fact): fact is { label: string; value: string } => Boolean(fact.value));

/** The API's detail of each step, as the review card shows it: the one place its shape is read. */
export function sentFacts(review: VerificationReview): SentFacts {
  const { detail } = review;
  switch (review.step) {
    case 'linkedin': {
      const href = webLink(detail.url);
      return { facts: present([{ label: 'Profile', value: detail.url }]), body: null, links: href ? [{ label: 'Open the LinkedIn profile', href }] : [] };
    }
    case 'company': {
      const href = webLink(detail.website);
      return {
        facts: present([
          { label: 'Company', value: detail.companyName },
          { label: 'Website', value: detail.website },
        ]),
        body: detail.description ?? null,
        links: href ? [{ label: 'Open the website', href }] : [],
      };
    }
    case 'identity':
      return {
        facts: present([
          { label: 'File', value: detail.fileName },
          { label: 'Type', value: detail.contentType },
        ]),
        body: null,
        links: [{ label: 'Open the document', href: identityDocumentHref(review.memberId, review.revision), download: true }],
      };
    case 'video':
      return { facts: present([{ label: 'Call', value: detail.slot ? formatIst(detail.slot) : undefined }]), body: null, links: [] };
  }
}

import type { ApplicationItem, PitchItem, ProfileItem, ReviewPage, ReviewStatus } from '@/features/admin/api/get-review-items';
import { formatWhen } from '@/lib/admin/format-when';

/** What an item card shows, whatever the kind: API shapes become UI shapes here and nowhere else. */
export type ReviewCard = {
  id: string;
  status: ReviewStatus;
  title: string;
  subtitle: string | null;
  facts: Array<{ label: string; value: string }>;
  body: string | null;
  tags: string[];
  link: { label: string; href: string } | null;
  createdAt: string;
  /** Made by the test-account button. */
  testData: boolean;
  /** A sign-up whose application used an invitation from the waitlist. */
  invitedFromWaitlist?: boolean;
  /** The member whose invitation the application used (docs/invitations.md). */
  invitedBy?: string | null;
  /** What the applicant was told with their rejection, when the administrator gave a reason. */
  rejectionReason?: string | null;
  /** A pitch or application that reached its addressee: an administrator may remove it (and restore it once removed). */
  removal?: { kind: 'pitch' | 'application'; removed: boolean };
};

const present = (facts: Array<{ label: string; value: string | null }>) =>
  facts.filter((fact): fact is { label: string; value: string } => Boolean(fact.value));

/** Only http(s) links become anchors; anything else stays text. */
function safeLink(label: string, href: string | null): ReviewCard['link'] {
  if (!href) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { label, href: url.href } : null;
  } catch {
    return null;
  }
}

const planNames: Record<string, string> = { core: 'Core', pro: 'Elite' };

function profileCard(profile: ProfileItem): ReviewCard {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return {
    id: profile.id,
    status: profile.status,
    title: name || profile.email,
    subtitle: name ? profile.email : null,
    facts: present([
      { label: 'Company', value: profile.company },
      { label: 'Role', value: profile.role },
      { label: 'Industry', value: profile.industry },
      { label: 'Plan', value: profile.plan ? (planNames[profile.plan] ?? profile.plan) : null },
      { label: 'Goals', value: profile.goals.join(', ') || null },
    ]),
    body: profile.bio,
    tags: profile.interests,
    link: safeLink('LinkedIn profile', profile.profileUrl),
    createdAt: profile.createdAt,
    testData: profile.testData,
    invitedFromWaitlist: profile.invitedFromWaitlist ?? false,
    invitedBy: profile.invitedBy ? (profile.invitedBy.name ?? 'a member no longer shown') : null,
    rejectionReason: profile.status === 'rejected' ? (profile.rejectionReason ?? null) : null,
  };
}

function outreachCard(item: PitchItem | ApplicationItem, verb: string): ReviewCard {
  const target = item.targetName ?? (item.targetId ? `#${item.targetId}` : 'someone');
  return {
    id: item.id,
    status: item.status,
    title: `${item.senderName ?? item.founderEmail} → ${target}`,
    subtitle: [item.targetType ? `${verb} to ${/^[aeiou]/i.test(item.targetType) ? 'an' : 'a'} ${item.targetType}` : verb, item.senderName ? item.founderEmail : null].filter(Boolean).join(' · '),
    facts: present([{ label: 'Updated', value: item.updatedAt !== item.createdAt ? formatWhen(item.updatedAt) : null }]),
    body: item.message,
    tags: [],
    link: 'pitchDeckLink' in item ? safeLink('Pitch deck', item.pitchDeckLink) : null,
    createdAt: item.createdAt,
    testData: item.testData,
  };
}

/** Only a member's pitch or application that was delivered (approved) can be removed. */
const removal = (kind: 'pitch' | 'application', item: PitchItem | ApplicationItem): Pick<ReviewCard, 'removal'> =>
  item.status === 'approved' && item.senderId ? { removal: { kind, removed: item.removed ?? false } } : {};

export function reviewCards(page: ReviewPage): ReviewCard[] {
  switch (page.kind) {
    case 'profiles':
      return page.items.map(profileCard);
    case 'pitches':
      return page.items.map((pitch) => ({ ...outreachCard(pitch, 'Pitch'), ...removal('pitch', pitch) }));
    case 'applications':
      return page.items.map((application) => ({ ...outreachCard(application, 'Application'), ...removal('application', application) }));
  }
}

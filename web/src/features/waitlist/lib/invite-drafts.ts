import type { Invitation } from '@/features/waitlist/api/get-invite';
import { writeSession } from '@/lib/session';

/**
 * Starts the application prefilled with what the waitlist knows, in the session keys and field
 * names of the SPEC's onboarding drafts (section 4), with the invitation's code for the submission.
 */
export function startInvitedApplication(code: string, invitation: Invitation): void {
  const name = invitation.name.trim();
  const split = name.lastIndexOf(' ');
  const [firstName, lastName] = split > 0 ? [name.slice(0, split), name.slice(split + 1)] : [name, ''];
  writeSession('onboarding_step1', JSON.stringify({ firstName, lastName, email: invitation.email, linkedinUrl: '' }));
  writeSession('onboarding_step2', JSON.stringify({ company: '', role: '', industry: '', bio: invitation.bio ?? '' }));
  writeSession('onboarding_invite', code);
}

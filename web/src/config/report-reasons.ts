import type { components } from '@/lib/api-types';

type ReportReason = components['schemas']['ReportReason'];

/** Why a member reports another: what the member picks from, and what the administrators read. */
export const reportReasonValues = ['spam', 'harassment', 'fake_profile', 'inappropriate', 'other'] as const satisfies readonly ReportReason[];

/** The administrators' words for each reason (members read theirs from the ui catalogue). */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  fake_profile: 'Fake profile',
  inappropriate: 'Inappropriate',
  other: 'Other',
};

/** The server's limits (api/features/moderation.yaml). */
export const reportDetailsLimit = 1000;
export const resolutionNoteLimit = 500;

import { createContext, useContext, type ComponentType } from 'react';

import type { ApiSchemas } from '@/lib/api-client';

/** The dialog that warns, suspends or bans a member (with the suspension or ban in force and a way to lift it). */
export type ModerationDialogProps = {
  memberId: string;
  memberName: string;
  /** The report this answers: resolved as actioned with the action. */
  reportId?: string;
  onClose: () => void;
  /** After an action or a reinstatement, with a sentence saying what was done. */
  onDone?: (summary: string) => void;
};

/**
 * What /admin's screens about members and what they posted (the report board, the member directory,
 * the review board's pitches) open to moderate them: the moderation feature's components, provided
 * by src/app (features do not import each other). Null where nobody provided them.
 */
export type MemberModeration = {
  Dialog: ComponentType<ModerationDialogProps>;
  /** Remove a reported message or a delivered pitch with a reason, and restore it (`removed`: it is removed already). */
  ContentRemoval: ComponentType<{ kind: ApiSchemas['ContentRemoval']['kind']; contentId: string; removed?: boolean }>;
};

export const MemberModerationContext = createContext<MemberModeration | null>(null);

export const useMemberModeration = () => useContext(MemberModerationContext);

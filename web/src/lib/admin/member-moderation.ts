import { createContext, useContext, type ComponentType } from 'react';

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
 * What /admin's screens about members (the report board, the member directory) open to moderate
 * one: the moderation feature's components, provided by src/app (features do not import each
 * other). Null where nobody provided them.
 */
export type MemberModeration = {
  Dialog: ComponentType<ModerationDialogProps>;
  /** Remove a reported message with a reason, and restore it. */
  MessageRemoval: ComponentType<{ messageId: string }>;
};

export const MemberModerationContext = createContext<MemberModeration | null>(null);

export const useMemberModeration = () => useContext(MemberModerationContext);

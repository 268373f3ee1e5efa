import { paths } from '@/config/paths';
import type { RecommendedAction } from '@/features/score/api/get-founder-score';

/** Where each recommended action is done. */
export const actionPaths: Record<RecommendedAction['id'], string> = {
  complete_profile: paths.founder.profile.getHref(),
  validate_idea: paths.founder.ideaValidation.getHref(),
  attend_event: paths.founder.events.getHref(),
  apply_mentorship: paths.founder.mentors.getHref(),
  send_pitch: paths.founder.investors.getHref(),
  connect: paths.founder.discover.getHref(),
};

/** SPEC section 9: at most three. */
export const maxActions = 3;

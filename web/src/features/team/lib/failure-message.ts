import { catalogueFor } from '@shared/errors/catalogue';
import { TEAM_LIMITS, TEAM_REFUSALS, type TeamLimitCode, type TeamRefusalCode } from '@shared/teams/schemas';
import { isAppError } from '@/lib/app-error';

const isTeamRefusal = (code: string): code is TeamRefusalCode => Object.hasOwn(TEAM_REFUSALS, code);
const isTeamLimit = (code: string): code is TeamLimitCode => Object.hasOwn(TEAM_LIMITS, code);

/**
 * What a failed team call tells the person: the team's reason for a refusal or a limit (found by its code,
 * since the catalogue words every 403 and every 429 alike), the server's own explanation when it gave one (already a member, the
 * link has expired), and otherwise the spec's failure text for that call (section 8, 'Failed to ...'),
 * as when no answer came or the server failed.
 */
export function teamFailureMessage(error: unknown, fallback: string): string {
  if (!isAppError(error)) return fallback;
  if (isTeamRefusal(error.code)) return TEAM_REFUSALS[error.code];
  if (isTeamLimit(error.code)) return TEAM_LIMITS[error.code];
  const explained = error.status > 0 && error.message !== catalogueFor(error.status).message;
  return explained ? error.message : fallback;
}

import { COMPLETION_MESSAGES, type ProfileCompletion } from '@shared/profile/completion';
import { isAppError } from '@/lib/app-error';

/**
 * What the recommendations page shows before any match (candidate-side.md section 2, Smart Job
 * Recommendations): the 'Complete Your Profile' screen while the profile cannot have recommendations, the
 * offer to turn matching on while it is off, else the matches. "Can have recommendations" is the server's
 * own rule, `completion.canViewRecommendations`: the matching engine's precondition (resume, salary
 * expectations, experience; section 5), from the same shared completion rule the server stores as
 * `hasRequiredMatchingData`, not the 80 % at which the profile reads 'Complete' (ADR 0013). The server
 * still has the last word: its 400 (matching data missing) and 409 (matching off) answers lead to the same
 * screens, should the profile on screen be older than the server's.
 */
export type RecommendationsGate = 'complete-profile' | 'matching-off' | 'ready';

export interface GateInput {
  matchingEnabled: boolean;
  completion: Pick<ProfileCompletion, 'canViewRecommendations'>;
}

export function recommendationsGate(profile: GateInput): RecommendationsGate {
  if (!profile.completion.canViewRecommendations) return 'complete-profile';
  if (!profile.matchingEnabled) return 'matching-off';
  return 'ready';
}

/** What matching still needs from the profile, in the spec's missing-field messages. */
export function missingForRecommendations(
  completion: Pick<ProfileCompletion, 'requiredForMatching'>,
): string[] {
  const required = completion.requiredForMatching;
  return [
    ...(required.resume ? [] : [COMPLETION_MESSAGES.resume]),
    ...(required.salaryExpectation ? [] : [COMPLETION_MESSAGES.salary]),
    ...(required.experience ? [] : [COMPLETION_MESSAGES.experience]),
  ];
}

/** The screen a failed matching call points to, or null when it is an ordinary failure. */
export function gateForError(error: unknown): Exclude<RecommendationsGate, 'ready'> | null {
  if (!isAppError(error)) return null;
  const code: string = error.code;
  if (code === 'MATCHING_DISABLED' || error.status === 409) return 'matching-off';
  if (code === 'MATCHING_DATA_MISSING') return 'complete-profile';
  return null;
}

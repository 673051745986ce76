import { MATCHING } from '../constants';

/** How a match reads on screen (candidate-side.md section 2, Match and job display rules). */

export type MatchBand = 'Excellent' | 'Great' | 'Good' | 'Fair' | 'Poor';

/** 90 and above Excellent, 80 Great, 70 Good, 60 Fair, below Poor. */
export function matchBand(percentage: number): MatchBand {
  if (percentage >= 90) return 'Excellent';
  if (percentage >= 80) return 'Great';
  if (percentage >= 70) return 'Good';
  if (percentage >= 60) return 'Fair';
  return 'Poor';
}

/** The badge stands out at 85 or more. */
export const isHighlightedMatch = (percentage: number) => percentage >= MATCHING.highlightAt;

/** Up to 3 matched skills, then '+N more'. */
export function shownSkills(skills: string[]): { shown: string[]; more: string | null } {
  const shown = skills.slice(0, MATCHING.matchedSkillsShown);
  const rest = skills.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}

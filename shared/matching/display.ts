import { MATCHING, UI } from '../constants';

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

/** The one wording of a percentage: its band, the heading a card or mail shows, and one sentence. */
export interface MatchWording {
  band: MatchBand;
  heading: string;
  explanation: string;
}

const EXPLANATIONS: Record<MatchBand, string> = {
  // Worded about the pair, as the candidate and the job's employer both read it.
  Excellent: 'Fits on nearly every count.',
  Great: 'Fits on most counts.',
  Good: 'Fits, with some gaps.',
  Fair: 'Fits in part.',
  Poor: 'Fits on few counts.',
};

/**
 * Every screen and mail words a match from this one function of its percentage, so a job can no longer
 * read '86% Great' beside 'Excellent match' (the spec's separate 85/75 explanation and 90/80/70 reason
 * steps disagreed with its own bands; ADR 0021 says why the bands won).
 */
export function matchWording(percentage: number): MatchWording {
  const band = matchBand(percentage);
  return { band, heading: `${band} match`, explanation: EXPLANATIONS[band] };
}

/** The badge stands out at 85 or more. */
export const isHighlightedMatch = (percentage: number) => percentage >= MATCHING.highlightAt;

/** Up to 3 matched skills, then '+N more'. */
export function shownSkills(skills: string[]): { shown: string[]; more: string | null } {
  const shown = skills.slice(0, MATCHING.matchedSkillsShown);
  const rest = skills.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}

/** One strict-filter or location fact of a match, as a sentence and whether it is in the pair's favour. */
export interface MatchFact {
  key: 'salary' | 'experience' | 'location';
  ok: boolean;
  text: string;
}

type MatchFlags = { salaryMatches: boolean; experienceMatches: boolean; locationMatch: boolean };

const FACT_TEXTS: Record<'candidate' | 'employer', Record<MatchFact['key'], [string, string]>> = {
  // [in favour, against], addressed to the candidate about a job...
  candidate: {
    salary: ['Pays what you expect', 'Pays less than you expect'],
    experience: ['You have the experience it asks for', 'Asks for more experience than you have'],
    location: ['In a location you want (or remote)', 'Outside the locations you want'],
  },
  // ...or to the job's employer about a candidate.
  employer: {
    salary: ['Expects no more than the job offers', 'Expects more than the job offers'],
    experience: ['Has the experience the job asks for', 'Has less experience than the job asks for'],
    location: ['Wants to work where the job is', 'Prefers other locations'],
  },
};

/**
 * The strict filters (salary, experience) and the location flag of a match as plain sentences, for the
 * reader: the candidate reads them about a job, the employer about a candidate.
 */
export function matchFacts(match: MatchFlags, reader: 'candidate' | 'employer'): MatchFact[] {
  const texts = FACT_TEXTS[reader];
  const fact = (key: MatchFact['key'], ok: boolean): MatchFact => ({
    key,
    ok,
    text: texts[key][ok ? 0 : 1],
  });
  return [
    fact('salary', match.salaryMatches),
    fact('experience', match.experienceMatches),
    fact('location', match.locationMatch),
  ];
}

/**
 * Why a job the candidate looks at is not among their recommendations, or null when it may be: a strict
 * filter failed, or the score is under the lowest minimum (70).
 */
export function notRecommendedReason(
  match: MatchFlags & { eligible: boolean; matchPercentage: number },
): string | null {
  if (!match.salaryMatches) return 'Not recommended to you: it pays less than your expected minimum.';
  if (!match.experienceMatches) return 'Not recommended to you: it asks for more years than you have.';
  if (!match.eligible) return 'Not recommended to you: the job is not open.';
  if (match.matchPercentage < MATCHING.defaultMinimumMatch) {
    return `Not recommended to you: recommendations start at ${MATCHING.defaultMinimumMatch}%.`;
  }
  return null;
}

/**
 * How the figures and the empty state count the near-misses listed under 'Also worth a look' (issue 38):
 * '2 jobs would match but for your minimum salary'.
 */
export function nearMissCountText(count: number): string {
  const jobs = count === 1 ? 'job' : 'jobs';
  return `${new Intl.NumberFormat(UI.locale).format(count)} ${jobs} would match but for your minimum salary`;
}

/**
 * What the screens say of the cap on stored matches (issue 36, ADR 0040): the candidate's list at the cap,
 * and the one rule by which an employer's matching candidates agree with what each candidate sees.
 */
export const CAP_TEXTS = {
  candidateNote: `Only your best ${MATCHING.storedMatchesCap} matches are kept: a better new match takes the place of the weakest, and saving your profile weighs every open job again.`,
  employerRule: `Candidates for whom this job is among their top ${MATCHING.storedMatchesCap} matches, the same matches they see.`,
} as const;

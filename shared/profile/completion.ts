import { PROFILE } from '../constants';
import { EXPERIENCE_LEVELS } from './options';

/** What the completion rule reads from a profile (candidate-side.md section 5, Profile completion). */
export interface CompletionInput {
  firstName?: string | null;
  lastName?: string | null;
  headline?: string | null;
  summary?: string | null;
  hasResume: boolean;
  salaryExpectation?: { min?: number | null; max?: number | null; currency?: string | null } | null;
  experienceYears?: number | null;
  experienceLevel?: string | null;
  skills: string[];
  workExperienceCount: number;
  educationCount: number;
  jobTypes: string[];
  preferredLocations: string[];
}

export interface ProfileCompletion {
  isValid: boolean;
  completionPercentage: number;
  missingFields: string[];
  requiredForMatching: { resume: boolean; salaryExpectation: boolean; experience: boolean };
  recommendations: string[];
  nextAction: { title: string; description: string } | null;
  suggestions: string[];
  canViewRecommendations: boolean;
}

export const COMPLETION_MESSAGES = {
  resume: 'Upload your resume - required for all candidates',
  salary: 'Add your salary expectations to see relevant job matches',
  experience: 'Update your total years of experience for accurate matching',
  skills: 'Add your key skills to improve job matching accuracy',
  location: 'Set your preferred location for location-based matching',
  matchingIncomplete: 'Candidate profile incomplete. Missing salary expectations or experience data.',
} as const;

const filled = (value?: string | null) => Boolean(value?.trim());

/** 'a', 'a and b', 'a, b and c'. */
function listOf(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

interface Step {
  title: string;
  description: string;
}

/**
 * Basic info's next step names what is actually missing: a profile with a headline and a summary that is
 * only too short is asked to lengthen the summary, not to add what it already has.
 */
function basicInfoStep(input: CompletionInput): Step {
  const min = PROFILE.summaryMinLength;
  const summaryLength = input.summary?.trim().length ?? 0;
  // What to add, as a step's title names it and as its description spells it out.
  const toAdd: [title: string, description: string][] = [];
  if (!filled(input.firstName) || !filled(input.lastName)) {
    toAdd.push(['your name', 'your first and last name']);
  }
  if (!filled(input.headline)) toAdd.push(['a headline', 'a headline']);
  if (summaryLength === 0) toAdd.push(['a summary', `a summary of at least ${min} characters`]);
  const lengthen =
    summaryLength > 0 && summaryLength < min
      ? `Lengthen your summary to at least ${min} characters (it has ${summaryLength}).`
      : '';
  if (!toAdd.length) return { title: 'Lengthen your summary', description: lengthen };
  return {
    title: `Add ${listOf(toAdd.map(([title]) => title))}`,
    description: `Add ${listOf(toAdd.map(([, description]) => description))}. ${lengthen}`.trim(),
  };
}

function salaryStep(input: CompletionInput): Step {
  const { min, max } = input.salaryExpectation ?? {};
  if ((min ?? 0) > 0 && !((max ?? 0) > 0)) {
    return {
      title: 'Add your maximum expected salary',
      description: 'Your salary range has a minimum but no maximum yet.',
    };
  }
  if ((max ?? 0) > 0 && !((min ?? 0) > 0)) {
    return {
      title: 'Add your minimum expected salary',
      description: 'Your salary range has a maximum but no minimum yet.',
    };
  }
  return {
    title: 'Add your salary expectations',
    description: 'Set a minimum and maximum so we show jobs that pay what you expect.',
  };
}

function skillsStep(input: CompletionInput): Step {
  const count = input.skills.length;
  return {
    title: 'Add your key skills',
    description: `${count ? `You have listed ${count}: list` : 'List'} at least ${PROFILE.minSkills} skills so we can match you to the right jobs.`,
  };
}

function preferencesStep(input: CompletionInput): Step {
  const missing = [
    ...(input.jobTypes.length ? [] : ['job types']),
    ...(input.preferredLocations.length ? [] : ['locations']),
  ];
  return {
    title: 'Set your job preferences',
    description: `Choose the ${listOf(missing)} you want.`,
  };
}

interface Section {
  weight: number;
  done: boolean;
  /**
   * What the section lacks and the step that completes it, worded for this profile (a short summary is
   * asked to be lengthened, not to be added); asked only of sections not done.
   */
  gap: () => { missing: string; step: Step };
}

/** Each section of the weights, whether it is complete, and what to tell the person when it is not. */
function sections(input: CompletionInput): Section[] {
  const salary = input.salaryExpectation;
  const salaryDone = Boolean(
    salary &&
      (salary.min ?? 0) > 0 &&
      (salary.max ?? 0) > 0 &&
      (salary.min ?? 0) <= (salary.max ?? 0) &&
      filled(salary.currency),
  );
  const experienceDone =
    typeof input.experienceYears === 'number' &&
    input.experienceYears >= 0 &&
    (EXPERIENCE_LEVELS as readonly string[]).includes(input.experienceLevel ?? '');
  const w = PROFILE.weights;
  return [
    {
      weight: w.basicInfo,
      done:
        filled(input.firstName) &&
        filled(input.lastName) &&
        filled(input.headline) &&
        (input.summary?.trim().length ?? 0) >= PROFILE.summaryMinLength,
      gap: () => {
        const step = basicInfoStep(input);
        return { missing: step.description, step };
      },
    },
    {
      weight: w.resume,
      done: input.hasResume,
      gap: () => ({
        missing: COMPLETION_MESSAGES.resume,
        step: {
          title: 'Upload your resume',
          description: 'A resume is required for all candidates and fills your profile for you.',
        },
      }),
    },
    {
      weight: w.salaryExpectation,
      done: salaryDone,
      gap: () => ({ missing: COMPLETION_MESSAGES.salary, step: salaryStep(input) }),
    },
    {
      weight: w.experience,
      done: experienceDone,
      gap: () => ({
        missing: COMPLETION_MESSAGES.experience,
        step: {
          title: 'Add your experience',
          description: 'Your total years of experience decide which roles fit your level.',
        },
      }),
    },
    {
      weight: w.skills,
      done: input.skills.length >= PROFILE.minSkills,
      gap: () => ({ missing: COMPLETION_MESSAGES.skills, step: skillsStep(input) }),
    },
    {
      weight: w.workExperience,
      done: input.workExperienceCount >= 1,
      gap: () => ({
        missing: 'Add at least one work experience',
        step: {
          title: 'Add your work experience',
          description: 'Employers look at where you have worked and what you did.',
        },
      }),
    },
    {
      weight: w.education,
      done: input.educationCount >= 1,
      gap: () => ({
        missing: 'Add your education',
        step: { title: 'Add your education', description: 'Add your highest degree and where you studied.' },
      }),
    },
    {
      weight: w.preferences,
      done: input.jobTypes.length >= 1 && input.preferredLocations.length >= 1,
      gap: () => ({
        missing: input.preferredLocations.length
          ? 'Choose the job types you want'
          : COMPLETION_MESSAGES.location,
        step: preferencesStep(input),
      }),
    },
  ];
}

/**
 * Profile completion: the rounded share of the weights completed, and what to do next. The spec calls the
 * weights a total of 100, but 15+25+20+15+10+10+10+5 is 110; taking the share of 110 keeps every weight
 * as written and a full profile at exactly 100 %.
 */
export function computeCompletion(input: CompletionInput): ProfileCompletion {
  const all = sections(input);
  const total = all.reduce((sum, section) => sum + section.weight, 0);
  const earned = all.filter((section) => section.done).reduce((sum, section) => sum + section.weight, 0);
  const completionPercentage = Math.round((earned / total) * 100);
  const [, resume, salary, experience] = all;
  const requiredForMatching = {
    resume: Boolean(resume?.done),
    salaryExpectation: Boolean(salary?.done),
    experience: Boolean(experience?.done),
  };
  const isValid =
    requiredForMatching.resume && requiredForMatching.salaryExpectation && requiredForMatching.experience;
  const gaps = all.filter((section) => !section.done).map((section) => section.gap());
  const steps = gaps.map((gap) => gap.step);

  const suggestions: string[] = [];
  if (input.skills.length < PROFILE.suggestSkillsBelow) {
    const more = PROFILE.suggestSkillsBelow - input.skills.length;
    suggestions.push(`Add ${more} more ${more === 1 ? 'skill' : 'skills'} to stand out to employers`);
  }
  if (completionPercentage < PROFILE.recommendationsBelowPercent) {
    suggestions.push(...steps.slice(0, 3).map((step) => step.title));
  }

  return {
    isValid,
    completionPercentage,
    missingFields: gaps.map((gap) => gap.missing),
    requiredForMatching,
    recommendations:
      completionPercentage < PROFILE.recommendationsBelowPercent ? steps.map((step) => step.description) : [],
    nextAction: steps[0] ?? null,
    suggestions,
    // Recommendations exist once the matching engine's precondition holds (section 5), the rule the server
    // applies (hasRequiredMatchingData); 80 % is when the profile reads 'Complete', not a gate (ADR 0013).
    canViewRecommendations: isValid,
  };
}

/** 'Complete' from 80, 'In Progress' below (spec section 2, Profile). */
export const completionLabel = (percentage: number) =>
  percentage >= PROFILE.completeAtPercent ? 'Complete' : 'In Progress';

/**
 * How the home and profile cards offer the next step. Below 'Complete' it is the next step, and the link
 * asks to complete the profile; a profile labelled 'Complete' is not told to complete it: the step is an
 * optional tip and the link invites improving it; a full profile is only shown the way to it.
 */
export function completionPrompt(percentage: number): {
  stepLabel: 'Next step' | 'Tip';
  profileLink: 'Complete your profile' | 'Improve your profile' | 'View your profile';
} {
  if (percentage < PROFILE.completeAtPercent) {
    return { stepLabel: 'Next step', profileLink: 'Complete your profile' };
  }
  return { stepLabel: 'Tip', profileLink: percentage < 100 ? 'Improve your profile' : 'View your profile' };
}

/** Red below 60, yellow 60 to 79, green from 80. */
export function completionBand(percentage: number): 'red' | 'yellow' | 'green' {
  if (percentage >= PROFILE.colourBands.green) return 'green';
  if (percentage >= PROFILE.colourBands.red) return 'yellow';
  return 'red';
}

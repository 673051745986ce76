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

/** Each section of the weights, whether it is complete, and what to tell the person when it is not. */
function sections(input: CompletionInput) {
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
      missing: 'Complete your name, headline and a summary of at least 50 characters',
      action: {
        title: 'Tell employers who you are',
        description: 'Add a headline and a short summary of your work.',
      },
    },
    {
      weight: w.resume,
      done: input.hasResume,
      missing: COMPLETION_MESSAGES.resume,
      action: {
        title: 'Upload your resume',
        description: 'A resume is required for all candidates and fills your profile for you.',
      },
    },
    {
      weight: w.salaryExpectation,
      done: salaryDone,
      missing: COMPLETION_MESSAGES.salary,
      action: {
        title: 'Add your salary expectations',
        description: 'Set a minimum and maximum so we show jobs that pay what you expect.',
      },
    },
    {
      weight: w.experience,
      done: experienceDone,
      missing: COMPLETION_MESSAGES.experience,
      action: {
        title: 'Add your experience',
        description: 'Your total years of experience decide which roles fit your level.',
      },
    },
    {
      weight: w.skills,
      done: input.skills.length >= PROFILE.minSkills,
      missing: COMPLETION_MESSAGES.skills,
      action: {
        title: 'Add your key skills',
        description: 'List at least three skills so we can match you to the right jobs.',
      },
    },
    {
      weight: w.workExperience,
      done: input.workExperienceCount >= 1,
      missing: 'Add at least one work experience',
      action: {
        title: 'Add your work experience',
        description: 'Employers look at where you have worked and what you did.',
      },
    },
    {
      weight: w.education,
      done: input.educationCount >= 1,
      missing: 'Add your education',
      action: { title: 'Add your education', description: 'Add your highest degree and where you studied.' },
    },
    {
      weight: w.preferences,
      done: input.jobTypes.length >= 1 && input.preferredLocations.length >= 1,
      missing: COMPLETION_MESSAGES.location,
      action: {
        title: 'Set your job preferences',
        description: 'Choose the job types and locations you want.',
      },
    },
  ] as const;
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
  const missing = all.filter((section) => !section.done);

  const suggestions: string[] = [];
  if (input.skills.length < PROFILE.suggestSkillsBelow) {
    const more = PROFILE.suggestSkillsBelow - input.skills.length;
    suggestions.push(`Add ${more} more ${more === 1 ? 'skill' : 'skills'} to stand out to employers`);
  }
  if (completionPercentage < PROFILE.recommendationsBelowPercent) {
    suggestions.push(...missing.slice(0, 3).map((section) => section.action.title));
  }

  return {
    isValid,
    completionPercentage,
    missingFields: missing.map((section) => section.missing),
    requiredForMatching,
    recommendations:
      completionPercentage < PROFILE.recommendationsBelowPercent
        ? missing.map((s) => s.action.description)
        : [],
    nextAction: missing[0]?.action ?? null,
    suggestions,
    // Recommendations exist once the matching engine's precondition holds (section 5), the rule the server
    // applies (hasRequiredMatchingData); 80 % is when the profile reads 'Complete', not a gate (ADR 0013).
    canViewRecommendations: isValid,
  };
}

/** 'Complete' from 80, 'In Progress' below (spec section 2, Profile). */
export const completionLabel = (percentage: number) =>
  percentage >= PROFILE.completeAtPercent ? 'Complete' : 'In Progress';

/** Red below 60, yellow 60 to 79, green from 80. */
export function completionBand(percentage: number): 'red' | 'yellow' | 'green' {
  if (percentage >= PROFILE.colourBands.green) return 'green';
  if (percentage >= PROFILE.colourBands.red) return 'yellow';
  return 'red';
}

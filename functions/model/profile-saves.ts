import { randomUUID } from 'node:crypto';
import { type ContactPreferencesInput, REACH_MESSAGES } from '../../shared/candidates/reach';
import { AGE_MESSAGES, awaitsGuardian } from '../../shared/privacy/age';
import type { ConsentChannel } from '../../shared/privacy/notice';
import { COMPLETION_MESSAGES, computeCompletion } from '../../shared/profile/completion';
import { levelForYears } from '../../shared/profile/options';
import type { Profile } from '../../shared/profile/profile';
import type {
  AdditionalInfoInput,
  EducationSummaryInput,
  ExperienceSummaryInput,
  HeaderInput,
  JobPreferencesInput,
  LinksInput,
  SkillsInput,
} from '../../shared/profile/schemas';
import type { Principal } from '../platform/auth/principal';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
} from '../platform/errors';
import type { UserRecord } from './accounts';
import { announceSearchChange } from './candidate-search-entry';
import { recordConsents } from './consent-records';
import { announceMatchingChange } from './matching-change-announcement';
import { readOwnProfile, readProfileItem } from './own-profile';
import { completionInput, type ProfileDraft, presentProfile, profileDefaults } from './profile-presentation';
import { changeOf, checkByteBudget, settleFigures, writeChange } from './profile-writes';
import type { ProfileItem } from './profiles';

/*
 * The saves of a candidate's profile, part by part. They live in model/ because the profile's screens
 * (profile/) and the demo seed save through the same writers: the demo candidate's profile is checked,
 * counted and announced to matching exactly as a person's.
 */

/** At most this many entries per list: plenty for a career, well inside one DynamoDB item. */
export const MAX_ENTRIES = 50;

/** The figures a save computes from the profile: completion, and whether matching may stay on. */
function figuresOf(draft: ProfileDraft, record: Pick<UserRecord, 'firstName' | 'lastName'>) {
  const completion = computeCompletion(completionInput(draft, record));
  return {
    profileCompletionPercentage: completion.completionPercentage,
    hasRequiredMatchingData: completion.isValid,
    matchingEnabled: Boolean(draft.matchingEnabled && completion.isValid),
  };
}

const withDefaults = (item: ProfileItem | undefined) =>
  structuredClone({ ...profileDefaults(), ...(item ?? {}) }) as ProfileDraft & Partial<ProfileItem>;

/** Saves of one part at the same moment: each round lets at least one through, so this many let all. */
const ATTEMPTS = 5;

/**
 * Applies a change to the caller's profile: read, change, check the byte budget, then write only what
 * changed on the condition that the parts it touches were not written in between (profile-writes.ts;
 * retried, with a short pause); optionally with a change of the account's names in the same transaction.
 */
export async function mutateProfile(
  principal: Principal,
  change: (draft: ProfileDraft) => void,
  names?: { firstName: string; lastName: string },
): Promise<Profile> {
  const userId = principal.record.id;
  const record = names ? { ...principal.record, ...names } : principal.record;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const current = await readProfileItem(userId, true);
    const before = withDefaults(current);
    const draft = withDefaults(current);
    change(draft);
    Object.assign(draft, figuresOf(draft, record));
    checkByteBudget(before, draft);
    const written = await writeChange(userId, changeOf(before, draft), names);
    if (written) {
      // Another part saved at the same moment is in `written`: the figures follow the whole profile.
      const item = await settleFigures(userId, written, figuresOf(withDefaults(written), record));
      const was = { item: current, names: principal.record };
      await Promise.all([
        announceMatchingChange(userId, was, { item, names: record }),
        announceSearchChange(userId, was, { item, names: record }),
      ]);
      return presentProfile(item, record, true);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
  }
  throw new ConflictError('Your profile changed in another window. Reload and try again.');
}

const blankToUndefined = (value: string | null | undefined) => (value ? value : undefined);

export const updateHeader = (principal: Principal, input: HeaderInput) =>
  mutateProfile(
    principal,
    (draft) => {
      draft.title = input.title;
      draft.location = blankToUndefined(input.location);
      draft.summary = blankToUndefined(input.summary);
    },
    { firstName: input.firstName, lastName: input.lastName },
  );

export const updateJobPreferences = (principal: Principal, input: JobPreferencesInput) =>
  mutateProfile(principal, (draft) => {
    Object.assign(draft, {
      ...input,
      expectedSalaryMin: input.expectedSalaryMin ?? undefined,
      expectedSalaryMax: input.expectedSalaryMax ?? undefined,
    });
  });

export const updateSkills = (principal: Principal, input: SkillsInput) =>
  mutateProfile(principal, (draft) => {
    Object.assign(draft, input);
  });

export const updateExperience = (principal: Principal, input: ExperienceSummaryInput) =>
  mutateProfile(principal, (draft) => {
    Object.assign(draft, input, { experienceLevel: levelForYears(input.experienceYears) });
  });

export const updateEducationSummary = (principal: Principal, input: EducationSummaryInput) =>
  mutateProfile(principal, (draft) => {
    Object.assign(draft, { ...input, graduationYear: input.graduationYear ?? undefined });
  });

export const updateLinks = (principal: Principal, input: LinksInput) =>
  mutateProfile(principal, (draft) => {
    draft.linkedinUrl = blankToUndefined(input.linkedin);
    draft.portfolioUrl = blankToUndefined(input.portfolio);
    draft.githubUrl = blankToUndefined(input.github);
  });

export const updateAdditionalInfo = (principal: Principal, input: AdditionalInfoInput) =>
  mutateProfile(principal, (draft) => {
    draft.gender = input.gender ?? undefined;
    draft.workAuthorization = input.workAuthorization ?? undefined;
  });

type ListName = 'workExperiences' | 'educations' | 'certifications';
type EntryOf<L extends ListName> = ProfileDraft[L][number];

/** 'Currently work here' means no end date (spec section 4: isCurrent sends endDate null). */
function normalised<T extends object>(input: T): T {
  return 'isCurrent' in input && input.isCurrent ? { ...input, endDate: null } : input;
}

export function addEntry<L extends ListName>(principal: Principal, list: L, input: Omit<EntryOf<L>, 'id'>) {
  return mutateProfile(principal, (draft) => {
    const entries = draft[list] as EntryOf<L>[];
    if (entries.length >= MAX_ENTRIES)
      throw new BadRequestError(`You can add at most ${MAX_ENTRIES} entries here.`);
    entries.push({ ...normalised(input), id: randomUUID() } as EntryOf<L>);
  });
}

export function updateEntry<L extends ListName>(
  principal: Principal,
  list: L,
  id: string,
  input: Omit<EntryOf<L>, 'id'>,
) {
  return mutateProfile(principal, (draft) => {
    const entries = draft[list] as EntryOf<L>[];
    const index = entries.findIndex((entry) => entry.id === id);
    if (index < 0) throw new NotFoundError('That entry does not exist.');
    entries[index] = { ...normalised(input), id } as EntryOf<L>;
  });
}

export function deleteEntry(principal: Principal, list: ListName, id: string) {
  return mutateProfile(principal, (draft) => {
    const entries = draft[list] as { id: string }[];
    const index = entries.findIndex((entry) => entry.id === id);
    if (index < 0) throw new NotFoundError('That entry does not exist.');
    entries.splice(index, 1);
  });
}

export class MatchingDataMissingError extends DomainError {
  constructor() {
    super(400, 'MATCHING_DATA_MISSING', COMPLETION_MESSAGES.matchingIncomplete);
  }
}

/**
 * Matching needs a resume, a salary expectation and experience (spec: matching engine preconditions), and
 * for a 16 or 17 year old the parent's confirmation (ADR 0036). The switch is the consent to the matching
 * purpose: the profile's switch and the consents card both come here, and a change is recorded.
 */
export async function setMatching(
  principal: Principal,
  enabled: boolean,
  channel: ConsentChannel = 'profile',
): Promise<Profile> {
  if (enabled) {
    if (awaitsGuardian(principal.record, new Date())) throw new ForbiddenError(AGE_MESSAGES.awaitingGuardian);
    const profile = await readOwnProfile(principal);
    if (!profile.hasRequiredMatchingData) throw new MatchingDataMissingError();
  }
  let was = false;
  const profile = await mutateProfile(principal, (draft) => {
    was = Boolean(draft.matchingEnabled);
    draft.matchingEnabled = enabled;
  });
  if (was !== profile.matchingEnabled)
    await recordConsents(principal.record.id, [
      { purpose: 'matching', given: profile.matchingEnabled, channel },
    ]);
  return profile;
}

export const setVisibility = (principal: Principal, isPublic: boolean) =>
  mutateProfile(principal, (draft) => {
    draft.isPublic = isPublic;
  });

/**
 * The candidate's consent to be reached outside an application, and the phone shown when an employer
 * opens the contact details. A private profile cannot be found, so the switch answers only with a public
 * one; making the profile private keeps the choice for when it is public again (search reads both). A
 * change of the switch is a change of the recruiter-contact consent, recorded (ADR 0036).
 */
export async function setContactPreferences(
  principal: Principal,
  input: ContactPreferencesInput,
  channel: ConsentChannel = 'profile',
): Promise<Profile> {
  let was = false;
  const profile = await mutateProfile(principal, (draft) => {
    if (input.openToContact && !draft.isPublic) throw new BadRequestError(REACH_MESSAGES.contactNeedsPublic);
    was = Boolean(draft.openToContact);
    draft.openToContact = input.openToContact;
    if (input.phone !== undefined) draft.phone = blankToUndefined(input.phone);
  });
  if (was !== profile.openToContact)
    await recordConsents(principal.record.id, [
      { purpose: 'recruiterContact', given: profile.openToContact, channel },
    ]);
  return profile;
}

/** Records (or clears) a confirmed upload on the profile; answers with the record it replaced. */
export async function recordFile<K extends 'resume' | 'avatar'>(
  principal: Principal,
  kind: K,
  file: ProfileItem[K] | undefined,
): Promise<{ previous: ProfileItem[K] | undefined; profile: Profile }> {
  let previous: ProfileItem[K] | undefined;
  const profile = await mutateProfile(principal, (draft) => {
    previous = (draft as Partial<ProfileItem>)[kind];
    (draft as Partial<ProfileItem>)[kind] = file;
  });
  return { previous, profile };
}

import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
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
import type { UserRecord } from '../model/accounts';
import { type MatchingProfile, toMatchingProfile } from '../model/matching-profile';
import { personAndProfileKeys, personAndProfileOf } from '../model/person-reads';
import {
  completionInput,
  type ProfileDraft,
  presentProfile,
  profileDefaults,
} from '../model/profile-presentation';
import { profileViewCounts } from '../model/profile-views';
import { type ProfileItem, profiles } from '../model/profiles';
import type { Principal } from '../platform/auth/principal';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { getItemsTogether } from '../platform/db';
import { BadRequestError, ConflictError, DomainError, NotFoundError } from '../platform/errors';
import { announceMatchingChange } from './matching-events';
import { changeOf, checkByteBudget, settleFigures, writeChange } from './write';

/** At most this many entries per list: plenty for a career, well inside one DynamoDB item. */
export const MAX_ENTRIES = 50;

/** The candidate's stored profile item; `consistent` for a read-change-write. */
export async function readProfileItem(userId: string, consistent = false): Promise<ProfileItem | undefined> {
  const { data } = await profiles().get({ userId }).go({ consistent });
  return data ?? undefined;
}

/**
 * A person's account and profile item, read together (with any other items the caller names by key, as
 * stored): one round trip for what a viewer's request needs.
 */
export async function readPersonAndProfile(
  userId: string,
  others: Record<string, unknown>[] = [],
  { consistent = false } = {},
): Promise<{ record?: UserRecord; item?: ProfileItem; others: (Record<string, unknown> | undefined)[] }> {
  const [userItem, profileItem, ...rest] = await getItemsTogether(
    [...personAndProfileKeys(userId), ...others],
    { consistent },
  );
  return { ...personAndProfileOf(userItem, profileItem), others: rest };
}

/** The caller's own profile, with how many times employers viewed it. */
export async function readOwnProfile(principal: Principal): Promise<Profile> {
  // Two items (a view is no save of the candidate's), read in one round trip.
  const profile = profiles();
  const counts = profileViewCounts();
  const [profileItem, countItem] = await getItemsTogether([
    profile.get({ userId: principal.record.id }).params().Key,
    counts.get({ candidateId: principal.record.id }).params().Key,
  ]);
  const item = (profileItem && profile.parse({ Item: profileItem }).data) ?? undefined;
  const profileViews = (countItem && counts.parse({ Item: countItem }).data?.views) ?? 0;
  return { ...(await presentProfile(item, principal.record, true)), profileViews };
}

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
 * changed on the condition that the parts it touches were not written in between (write.ts; retried,
 * with a short pause); optionally with a change of the account's names in the same transaction.
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
      await announceMatchingChange(
        userId,
        { item: current, names: principal.record },
        { item, names: record },
      );
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

/** Matching needs a resume, a salary expectation and experience (spec: matching engine preconditions). */
export async function setMatching(principal: Principal, enabled: boolean): Promise<Profile> {
  if (enabled) {
    const profile = await readOwnProfile(principal);
    if (!profile.hasRequiredMatchingData) throw new MatchingDataMissingError();
  }
  return mutateProfile(principal, (draft) => {
    draft.matchingEnabled = enabled;
  });
}

export const setVisibility = (principal: Principal, isPublic: boolean) =>
  mutateProfile(principal, (draft) => {
    draft.isPublic = isPublic;
  });

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

export async function storedFileOf(userId: string, kind: 'resume' | 'avatar') {
  return (await readProfileItem(userId))?.[kind];
}

/**
 * Removes a deleted account's profile and its files; called from the Account Deleted event, so it is
 * idempotent (a second delivery finds nothing).
 */
export async function deleteProfileOf(userId: string): Promise<void> {
  const item = await readProfileItem(userId);
  for (const file of [item?.resume, item?.avatar] as ({ fileKey: string } | undefined)[]) {
    if (file)
      await s3Client().send(new DeleteObjectCommand({ Bucket: config.uploadsBucket, Key: file.fileKey }));
  }
  await profiles().delete({ userId }).go();
}

export async function readMatchingProfile(record: UserRecord): Promise<MatchingProfile> {
  return toMatchingProfile(await readProfileItem(record.id), record);
}

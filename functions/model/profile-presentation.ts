// The profile as the API shows it, to its owner or to a viewer: one presentation, read by the profile
// feature and by the applications feature (an employer opening an applicant), so neither imports the other.
import type { User } from '../../shared/auth/user';
import { type CompletionInput, computeCompletion } from '../../shared/profile/completion';
import type { ExperienceLevel } from '../../shared/profile/options';
import type { Certification, Education, Profile, WorkExperience } from '../../shared/profile/profile';
import type { Principal } from '../platform/auth/principal';
import { presignedDownload } from '../platform/object-urls';
import { logAccess } from './access-log';
import { toUser, type UserRecord } from './accounts';
import { membershipOf } from './organisation-members';
import { recordProfileView } from './profile-views';
import type { ProfileItem } from './profiles';

/** A profile item with its lists always present: what a save changes and the presentation reads. */
export type ProfileDraft = Omit<ProfileItem, 'userId' | 'version' | 'createdAt' | 'updatedAt'> & {
  workExperiences: WorkExperience[];
  educations: Education[];
  certifications: Certification[];
};

/** A profile nobody has saved yet. */
export function profileDefaults(): ProfileDraft {
  return {
    technicalSkills: [],
    languages: [],
    // Where someone will work and whether they may work here are theirs to say: nothing is preset.
    isOpenToRemote: false,
    isOpenToHybrid: false,
    isOpenToOnSite: false,
    preferredLocations: [],
    jobTypes: [],
    currency: 'INR',
    workExperiences: [],
    educations: [],
    certifications: [],
    isPublic: false,
    matchingEnabled: false,
    openToContact: false,
    profileCompletionPercentage: 0,
    hasRequiredMatchingData: false,
  };
}

/** What the completion rule (shared/profile/completion) reads of a profile and its owner's names. */
export function completionInput(
  draft: ProfileDraft,
  user: Pick<UserRecord, 'firstName' | 'lastName'>,
): CompletionInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    headline: draft.title,
    summary: draft.summary,
    hasResume: Boolean(draft.resume),
    salaryExpectation: {
      min: draft.expectedSalaryMin,
      max: draft.expectedSalaryMax,
      currency: draft.currency,
    },
    experienceYears: draft.experienceYears,
    experienceLevel: draft.experienceLevel,
    skills: draft.technicalSkills ?? [],
    workExperienceCount: draft.workExperiences.length,
    educationCount: draft.educations.length,
    jobTypes: draft.jobTypes ?? [],
    preferredLocations: draft.preferredLocations ?? [],
  };
}

const orNull = <T>(value: T | undefined | null): T | null => value ?? null;

/** The stored item as the API shows it. */
function toProfile(item: ProfileItem | undefined, record: UserRecord, isOwn: boolean): Profile {
  const draft = { ...profileDefaults(), ...(item ?? {}) } as ProfileDraft;
  const user: User = toUser(record);
  const completion = computeCompletion(completionInput(draft, record));
  return {
    id: record.id,
    userId: record.id,
    firstName: user.firstName,
    lastName: user.lastName,
    user: {
      firstName: user.firstName,
      lastName: user.lastName,
      location: orNull(draft.location),
      profilePictureUrl: null,
    },
    title: orNull(draft.title),
    summary: orNull(draft.summary),
    location: orNull(draft.location),
    currentRole: orNull(draft.currentRole),
    technicalSkills: draft.technicalSkills ?? [],
    languages: draft.languages ?? [],
    skills: [
      ...(draft.technicalSkills ?? []).map((name: string) => ({ name, category: 'technical' as const })),
      ...(draft.languages ?? []).map((name: string) => ({ name, category: 'language' as const })),
    ],
    isOpenToRemote: draft.isOpenToRemote ?? false,
    isOpenToHybrid: draft.isOpenToHybrid ?? false,
    isOpenToOnSite: draft.isOpenToOnSite ?? false,
    preferredLocations: draft.preferredLocations ?? [],
    jobTypes: (draft.jobTypes ?? []) as Profile['jobTypes'],
    availability: orNull(draft.availability),
    canBuyOutNotice: draft.canBuyOutNotice ?? false,
    currentSalary: orNull(draft.currentSalary),
    expectedSalaryMin: orNull(draft.expectedSalaryMin),
    expectedSalaryMax: orNull(draft.expectedSalaryMax),
    currency: (draft.currency ?? 'INR') as Profile['currency'],
    experienceYears: orNull(draft.experienceYears),
    experienceLevel: orNull(draft.experienceLevel) as ExperienceLevel | null,
    currentPositionTitle: orNull(draft.currentPositionTitle),
    currentCompany: orNull(draft.currentCompany),
    industryExperience: orNull(draft.industryExperience),
    degree: orNull(draft.degree),
    institution: orNull(draft.institution),
    graduationYear: orNull(draft.graduationYear),
    linkedinUrl: orNull(draft.linkedinUrl),
    portfolioUrl: orNull(draft.portfolioUrl),
    githubUrl: orNull(draft.githubUrl),
    gender: orNull(draft.gender),
    workAuthorization: orNull(draft.workAuthorization),
    resume: draft.resume
      ? { url: null, filename: String((draft.resume as { fileName?: string }).fileName ?? '') }
      : null,
    workExperiences: draft.workExperiences,
    educations: draft.educations,
    certifications: draft.certifications,
    isPublic: draft.isPublic ?? false,
    openToContact: draft.openToContact ?? false,
    // The phone is the candidate's to give: an employer gets it only through an opening (ADR 0033).
    phone: isOwn ? orNull(draft.phone) : null,
    matchingEnabled: Boolean(draft.matchingEnabled && completion.isValid),
    profileCompletionPercentage: completion.completionPercentage,
    hasRequiredMatchingData: completion.isValid,
    completion,
    isOwn,
    updatedAt: item?.updatedAt ?? record.createdAt,
  };
}

/** The API's profile, with a fresh presigned address for the profile picture when there is one. */
export async function presentProfile(
  item: ProfileItem | undefined,
  record: UserRecord,
  isOwn: boolean,
): Promise<Profile> {
  const profile = toProfile(item, record, isOwn);
  const avatar = item?.avatar as { fileKey: string; fileName: string; contentType: string } | undefined;
  if (avatar) profile.user.profilePictureUrl = await presignedDownload(avatar);
  return profile;
}

/**
 * Someone else's profile as an employer or admin may see it, read whole; an employer's reading counts as
 * a profile view (profile-views.ts) for the candidate and the employer's organisation (looked up unless
 * given). Every reading by an employer or admin enters the candidate's access log (ADR 0037), written
 * beside the view's count: a failed entry fails the read.
 */
export async function presentToViewer(
  principal: Principal,
  record: UserRecord,
  item: ProfileItem | undefined,
  {
    now = new Date(),
    organisationId,
    organisationName,
  }: { now?: Date; organisationId?: string; organisationName?: string } = {},
): Promise<Profile> {
  if (principal.user.role === 'employer') {
    const viewerOrganisation = organisationId ?? (await membershipOf(principal))?.organisationId;
    await Promise.all([
      recordProfileView(
        {
          candidateId: record.id,
          viewerId: principal.record.id,
          organisationId: viewerOrganisation,
          organisationName: viewerOrganisation ? organisationName : undefined,
        },
        now,
      ),
      logAccess(
        record.id,
        'profile',
        { actor: 'employer', actorId: principal.record.id, organisationId: viewerOrganisation },
        now,
      ),
    ]);
  } else if (principal.user.role === 'admin') {
    await logAccess(record.id, 'profile', { actor: 'admin', actorId: principal.record.id }, now);
  }
  return presentProfile(item, record, false);
}

/**
 * The parts of the stored profile a save locks. Each part has its own revision, so saves of different
 * sections never conflict, while two read-change-writes of the same part (two entries added at once)
 * cannot overwrite each other. A part is the unit that is read and written whole: the location is its
 * own part because the header and the job preferences both edit it (ADR 0007).
 */
export const PROFILE_PARTS = {
  header: ['title', 'summary'],
  location: ['location'],
  jobPreferences: [
    'isOpenToRemote',
    'isOpenToHybrid',
    'isOpenToOnSite',
    'preferredLocations',
    'jobTypes',
    'availability',
    'canBuyOutNotice',
    'currentSalary',
    'expectedSalaryMin',
    'expectedSalaryMax',
    'currency',
  ],
  skills: ['currentRole', 'technicalSkills', 'languages'],
  experience: [
    'experienceYears',
    'experienceLevel',
    'currentPositionTitle',
    'currentCompany',
    'industryExperience',
  ],
  educationSummary: ['degree', 'institution', 'graduationYear'],
  links: ['linkedinUrl', 'portfolioUrl', 'githubUrl'],
  additionalInfo: ['gender', 'workAuthorization'],
  workExperiences: ['workExperiences'],
  educations: ['educations'],
  certifications: ['certifications'],
  matching: ['matchingEnabled'],
  visibility: ['isPublic'],
  contact: ['openToContact', 'phone'],
  resume: ['resume'],
  avatar: ['avatar'],
} as const;

export type ProfilePart = keyof typeof PROFILE_PARTS;
export type RevisionAttribute = `${ProfilePart}Rev`;

export const revisionOf = (part: ProfilePart): RevisionAttribute => `${part}Rev`;

const partOfAttribute = new Map<string, ProfilePart>(
  Object.entries(PROFILE_PARTS).flatMap(([part, attributes]) =>
    attributes.map((attribute) => [attribute, part as ProfilePart] as const),
  ),
);

/** The part that owns a stored attribute; undefined for the figures a save computes (completion, version). */
export const partOf = (attribute: string): ProfilePart | undefined => partOfAttribute.get(attribute);

/** The revision counters as ElectroDB attributes, one per part. */
export const revisionAttributes = Object.fromEntries(
  Object.keys(PROFILE_PARTS).map((part) => [revisionOf(part as ProfilePart), { type: 'number' }]),
) as { [P in ProfilePart as `${P}Rev`]: { type: 'number' } };

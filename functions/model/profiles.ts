import { Entity } from 'electrodb';
import { entityConfig, lazy, SERVICE } from '../platform/db';
import { revisionAttributes } from './profile-parts';

/**
 * One item per candidate: every section plus the work, education and certification lists (at most 50
 * entries each, and a byte budget on the whole item: service.ts). A read is one GetItem; a change is a
 * read and one update of only the parts it changes, conditional on those parts' revisions (profile-parts.ts), so
 * saves of different sections never conflict and two edits of one part never silently overwrite each
 * other. `version` grows with every write: matching keeps the highest it applied.
 */
export const profiles = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'profile', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          title: { type: 'string' },
          summary: { type: 'string' },
          location: { type: 'string' },
          currentRole: { type: 'string' },
          technicalSkills: { type: 'list', items: { type: 'string' }, default: () => [] },
          languages: { type: 'list', items: { type: 'string' }, default: () => [] },
          isOpenToRemote: { type: 'boolean', default: false },
          isOpenToHybrid: { type: 'boolean', default: false },
          isOpenToOnSite: { type: 'boolean', default: false },
          preferredLocations: { type: 'list', items: { type: 'string' }, default: () => [] },
          jobTypes: { type: 'list', items: { type: 'string' }, default: () => [] },
          availability: { type: 'string' },
          /** They can buy out their notice period (issue 36): matching lets them join within a job's limit. */
          canBuyOutNotice: { type: 'boolean' },
          currentSalary: { type: 'number' },
          expectedSalaryMin: { type: 'number' },
          expectedSalaryMax: { type: 'number' },
          currency: { type: 'string', default: 'INR' },
          experienceYears: { type: 'number' },
          experienceLevel: { type: 'string' },
          currentPositionTitle: { type: 'string' },
          currentCompany: { type: 'string' },
          industryExperience: { type: 'string' },
          degree: { type: 'string' },
          institution: { type: 'string' },
          graduationYear: { type: 'number' },
          linkedinUrl: { type: 'string' },
          portfolioUrl: { type: 'string' },
          githubUrl: { type: 'string' },
          gender: { type: 'string' },
          workAuthorization: { type: 'string' },
          /** Validated by the shared schemas before they get here. */
          workExperiences: { type: 'any', default: () => [] },
          educations: { type: 'any', default: () => [] },
          certifications: { type: 'any', default: () => [] },
          /** The confirmed uploads: StoredFile records (see files.ts), absent when there is none. */
          resume: { type: 'any' },
          avatar: { type: 'any' },
          isPublic: { type: 'boolean', default: false },
          matchingEnabled: { type: 'boolean', default: false },
          /**
           * Whether employers may reach the candidate outside an application (issue 34, ADR 0033): off for
           * new accounts, and shown only with a public profile.
           */
          openToContact: { type: 'boolean', default: false },
          /** The phone the candidate entered or confirmed from the parsed resume: shown only when opened. */
          phone: { type: 'string' },
          profileCompletionPercentage: { type: 'number', default: 0 },
          hasRequiredMatchingData: { type: 'boolean', default: false },
          ...revisionAttributes,
          version: { type: 'number', required: true },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      entityConfig(),
    ),
);

export type ProfileItem = NonNullable<
  Awaited<ReturnType<ReturnType<ReturnType<typeof profiles>['get']>['go']>>['data']
>;

/** A confirmed upload as the profile keeps it. The key is the server's; the name is only metadata. */
export interface StoredFile {
  fileKey: string;
  fileName: string;
  fileSize: number;
  contentType: string;
  uploadedAt: string;
}

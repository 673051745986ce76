import { computeCompletion } from '@shared/profile/completion';
import { EXPERIENCE_BANDS, levelForYears } from '@shared/profile/options';
import type { Profile } from '@shared/profile/profile';

/** The sample profile of /profile-demo, in the spec's shape (section 3, Sample profile). */
export interface SampleProfile {
  name: string;
  title: string;
  location: string;
  workPreferences: { remoteWork: boolean; hybridWork: boolean; onSiteWork: boolean; availability: string };
  currentRole: string;
  technicalSkills: string[];
  languages: string[];
  currentPosition: { title: string; company: string; location: string; since: string };
  totalExperience: (typeof EXPERIENCE_BANDS)[number]['label'];
  industryExperience: string;
  education: {
    degree: string;
    fieldOfStudy: string;
    institution: string;
    startDate: string;
    endDate: string;
    location: string;
  };
  links: { linkedin: string; portfolio: string; github: string };
  resume: { filename: string } | null;
  additionalInfo: { gender: string; workAuthorization: string };
}

export const SAMPLE_PROFILE: SampleProfile = {
  name: 'Priya Sharma',
  title: 'Full Stack Developer',
  location: 'Bengaluru, Karnataka',
  workPreferences: { remoteWork: true, hybridWork: true, onSiteWork: false, availability: '1 month' },
  currentRole: 'Full Stack Developer',
  technicalSkills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'AWS'],
  languages: ['English', 'Hindi', 'Kannada'],
  currentPosition: {
    title: 'Full Stack Developer',
    company: 'Acme Tech',
    location: 'Bengaluru',
    since: '2021-07',
  },
  totalExperience: '3-5 years',
  industryExperience: 'Information Technology',
  education: {
    degree: 'B.Tech / B.E.',
    fieldOfStudy: 'Computer Science',
    institution: 'Visvesvaraya Technological University',
    startDate: '2015-08',
    endDate: '2019-05',
    location: 'Belagavi',
  },
  links: {
    linkedin: 'https://www.linkedin.com/in/sample-priya-sharma',
    portfolio: 'https://portfolio.example.com',
    github: 'https://github.com/sample-priya-sharma',
  },
  resume: { filename: 'priya-sharma-resume.pdf' },
  additionalInfo: { gender: 'Female', workAuthorization: 'Authorized to work in India' },
};

/** The sample as the profile page shows a profile: read-only, with nothing of a real account in it. */
export function sampleToProfile(sample: SampleProfile): Profile {
  const [firstName = '', ...rest] = sample.name.split(' ');
  const lastName = rest.join(' ');
  const experienceYears = EXPERIENCE_BANDS.find((band) => band.label === sample.totalExperience)?.years ?? 0;
  const completion = computeCompletion({
    firstName,
    lastName,
    headline: sample.title,
    summary: null,
    hasResume: sample.resume !== null,
    experienceYears,
    experienceLevel: levelForYears(experienceYears),
    skills: sample.technicalSkills,
    workExperienceCount: 1,
    educationCount: 1,
    jobTypes: [],
    preferredLocations: [],
  });
  return {
    id: 'sample',
    userId: 'sample',
    firstName,
    lastName,
    user: { firstName, lastName, location: sample.location, profilePictureUrl: null },
    title: sample.title,
    summary: null,
    location: sample.location,
    currentRole: sample.currentRole,
    technicalSkills: sample.technicalSkills,
    languages: sample.languages,
    skills: [
      ...sample.technicalSkills.map((name) => ({ name, category: 'technical' as const })),
      ...sample.languages.map((name) => ({ name, category: 'language' as const })),
    ],
    isOpenToRemote: sample.workPreferences.remoteWork,
    isOpenToHybrid: sample.workPreferences.hybridWork,
    isOpenToOnSite: sample.workPreferences.onSiteWork,
    preferredLocations: [],
    jobTypes: [],
    availability: sample.workPreferences.availability,
    canBuyOutNotice: false,
    currentSalary: null,
    expectedSalaryMin: null,
    expectedSalaryMax: null,
    currency: 'INR',
    experienceYears,
    experienceLevel: levelForYears(experienceYears),
    currentPositionTitle: sample.currentPosition.title,
    currentCompany: sample.currentPosition.company,
    industryExperience: sample.industryExperience,
    degree: sample.education.degree,
    institution: sample.education.institution,
    graduationYear: Number(sample.education.endDate.slice(0, 4)),
    linkedinUrl: sample.links.linkedin,
    portfolioUrl: sample.links.portfolio,
    githubUrl: sample.links.github,
    gender: sample.additionalInfo.gender,
    workAuthorization: sample.additionalInfo.workAuthorization,
    resume: sample.resume ? { url: null, filename: sample.resume.filename } : null,
    workExperiences: [
      {
        id: 'sample-work',
        companyName: sample.currentPosition.company,
        position: sample.currentPosition.title,
        location: sample.currentPosition.location,
        startDate: sample.currentPosition.since,
        endDate: null,
        isCurrent: true,
      },
    ],
    educations: [
      {
        id: 'sample-education',
        institution: sample.education.institution,
        degree: sample.education.degree,
        fieldOfStudy: sample.education.fieldOfStudy,
        startDate: sample.education.startDate,
        endDate: sample.education.endDate,
        isCurrent: false,
        location: sample.education.location,
      },
    ],
    certifications: [],
    isPublic: true,
    openToContact: false,
    phone: null,
    matchingEnabled: false,
    profileCompletionPercentage: completion.completionPercentage,
    hasRequiredMatchingData: completion.isValid,
    completion,
    isOwn: false,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

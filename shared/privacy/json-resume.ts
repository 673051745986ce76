import type { Profile } from '../profile/profile';

/*
 * The candidate's profile as a JSON Resume (https://jsonresume.org/schema, v1.0.0): the portable shape the
 * data export carries beside our own, so a person can take their resume to another service. Pure: the
 * export and its tests build the same document. Empty fields are left out rather than written as empty
 * strings, since several of the schema's fields carry a format (uri, email, a date pattern).
 */

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city?: string; countryCode?: string };
    profiles: { network: string; url: string }[];
  };
  work: {
    name: string;
    position: string;
    location?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  education: {
    institution: string;
    studyType: string;
    area?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
  }[];
  certificates: { name: string; issuer: string; date?: string; url?: string }[];
  skills: { name: string; keywords: string[] }[];
  languages: { language: string }[];
  meta: { lastModified: string };
}

/** The profile's dates are a year or a year and month ('2021', '2021-06'): the schema's own pattern. */
const DATE = /^[1-2]\d{3}(-(0[1-9]|1[0-2]))?$/;
const date = (value: string | null | undefined): string | undefined =>
  value && DATE.test(value.trim()) ? value.trim() : undefined;

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** Only absolute http(s) addresses: the schema's `uri` format refuses anything looser. */
const url = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
};

/** A plain address (the schema's `email` format); anything else is left out. */
const email = (value: string | null | undefined): string | undefined =>
  value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? value.trim() : undefined;

/** Drops the keys whose value is undefined, so the JSON carries no empty fields. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The person's profile as a JSON Resume. `contact` is their own address and phone: the export is theirs,
 * so it carries what an employer's view of the profile leaves out.
 */
export function toJsonResume(
  profile: Profile,
  contact: { email: string; phone?: string | null },
): JsonResume {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const links: { network: string; url: string | undefined }[] = [
    { network: 'LinkedIn', url: url(profile.linkedinUrl) },
    { network: 'GitHub', url: url(profile.githubUrl) },
  ];
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: defined({
      name,
      label: text(profile.title) ?? text(profile.currentPositionTitle),
      email: email(contact.email),
      phone: text(contact.phone),
      url: url(profile.portfolioUrl),
      summary: text(profile.summary),
      location: text(profile.location) ? { city: text(profile.location), countryCode: 'IN' } : undefined,
      profiles: links.flatMap((link) => (link.url ? [{ network: link.network, url: link.url }] : [])),
    }),
    work: profile.workExperiences.map((job) =>
      defined({
        name: job.companyName,
        position: job.position,
        location: text(job.location),
        url: url(job.companyUrl),
        startDate: date(job.startDate),
        endDate: job.isCurrent ? undefined : date(job.endDate),
        summary: text(job.description),
        highlights: job.achievements?.length ? job.achievements : undefined,
      }),
    ),
    education: profile.educations.map((study) =>
      defined({
        institution: study.institution,
        studyType: study.degree,
        area: text(study.fieldOfStudy),
        startDate: date(study.startDate),
        endDate: study.isCurrent ? undefined : date(study.endDate),
        score: text(study.grade),
      }),
    ),
    certificates: profile.certifications.map((certificate) =>
      defined({
        name: certificate.name,
        issuer: certificate.issuer,
        date: date(certificate.issueDate),
        url: url(certificate.credentialUrl),
      }),
    ),
    skills:
      profile.technicalSkills.length > 0 ? [{ name: 'Technical', keywords: profile.technicalSkills }] : [],
    languages: profile.languages.map((language) => ({ language })),
    meta: { lastModified: profile.updatedAt },
  };
}

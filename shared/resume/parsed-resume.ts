/** The parsed-resume shape of the spec (candidate side, section 3): what the parser returns. */

/** 'YYYY-MM' when the month is printed, else 'YYYY'. */
export type ResumeDate = string;

export interface ParsedPersonalInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  title: string;
}

export interface ParsedWorkExperience {
  position: string;
  companyName: string;
  startDate: ResumeDate | null;
  endDate: ResumeDate | null;
  isCurrent: boolean;
  /** The role's bullet points as printed, one a line, bullet marks removed; absent when it has none. */
  description?: string;
}

export interface ParsedEducation {
  degree: string;
  institution: string;
  fieldOfStudy: string;
  /** Only when the resume printed a range ('2014 - 2018'); most print the year they finished alone. */
  startDate?: ResumeDate;
  endDate: ResumeDate | null;
}

export const DEGREE_LEVELS = [
  'certificate',
  'diploma',
  'associate',
  'bachelor',
  'master',
  'phd',
  'doctorate',
] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export interface ParsedCalculatedData {
  /** Summed months of work (overlaps counted once) / 12, rounded to one decimal. */
  totalExperienceYears: number;
  currentRole: string;
  currentCompany: string;
  highestDegree: DegreeLevel | null;
  latestInstitution: string;
  graduationYear: number | null;
}

/** What Indian recruiters filter on, when the resume states it; null when it does not. */
export interface ParsedJobSearch {
  /** Days; 0 for an immediate joiner. */
  noticePeriodDays: number | null;
  /** Rupees a year ('12 LPA' -> 1200000). */
  currentCtc: number | null;
  expectedCtc: number | null;
}

export interface ParsedResume {
  personalInfo: ParsedPersonalInfo;
  links: string[];
  workExperiences: ParsedWorkExperience[];
  educations: ParsedEducation[];
  certifications: string[];
  skills: { technical: string[]; languages: string[] };
  calculatedData: ParsedCalculatedData;
  /** Optional so results parsed before it existed still read; the parser always fills it. */
  jobSearch?: ParsedJobSearch;
}

export type ParseConfidence = 'HIGH' | 'MEDIUM' | 'LOW';

export interface ParseResult {
  parsedData: ParsedResume;
  /** Non-empty fields among the six personal fields, links, work, education, certifications and both skill lists. */
  fieldsExtracted: number;
  confidence: ParseConfidence;
  /** A PDF without a text layer (a scan) whose text could not be read: no OCR where it was parsed. */
  noTextLayer: boolean;
}

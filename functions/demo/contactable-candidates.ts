import { createAccount } from '../model/account-creation';
import { findUserByEmail, toUser } from '../model/accounts';
import { readProfileItem } from '../model/own-profile';
import {
  setContactPreferences,
  setVisibility,
  updateExperience,
  updateHeader,
  updateJobPreferences,
  updateSkills,
} from '../model/profile-saves';
import type { Principal } from '../platform/auth/principal';
import { DEMO_PASSWORD } from './accounts';
import type { DemoAccount } from './seed';

/*
 * Local demo data only: candidates who made their profile public and allowed recruiters to contact them,
 * so Find Candidates answers at once (ADR 0033). Matching stays off for them, so the demo jobs' matching
 * candidates are as before. Priya, the matched demo candidate, allows contact too: one person shows both
 * sides (her profile's "Who opened your profile", Acme Tech's search). Every other account, demo or not,
 * keeps the default: no contact until the candidate turns it on.
 */

interface DemoCandidate {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  location: string;
  skills: string[];
  years: number;
  availability: '1 month' | 'Immediate' | '2 months';
  salary: [number, number];
  phone: string;
}

const CANDIDATES: DemoCandidate[] = [
  {
    email: 'arjun.mehta@jobmatch.in',
    firstName: 'Arjun',
    lastName: 'Mehta',
    title: 'Full-stack developer - React and Node.js',
    location: 'Bangalore',
    skills: ['React', 'Node.js', 'TypeScript', 'MongoDB', 'AWS'],
    years: 4,
    availability: 'Immediate',
    salary: [1_400_000, 2_000_000],
    phone: '+91 98450 12345',
  },
  {
    email: 'sneha.kulkarni@jobmatch.in',
    firstName: 'Sneha',
    lastName: 'Kulkarni',
    title: 'Data analyst - SQL, Python and Power BI',
    location: 'Pune',
    skills: ['SQL', 'Python', 'Power BI', 'Excel', 'Tableau'],
    years: 3,
    availability: '1 month',
    salary: [800_000, 1_200_000],
    phone: '+91 98220 54321',
  },
  {
    email: 'rahul.verma@jobmatch.in',
    firstName: 'Rahul',
    lastName: 'Verma',
    title: 'Java developer - Spring Boot microservices',
    location: 'Hyderabad',
    skills: ['Java', 'Spring Boot', 'Microservices', 'Kafka', 'MySQL'],
    years: 6,
    availability: '2 months',
    salary: [1_800_000, 2_600_000],
    phone: '+91 99890 67890',
  },
];

const PRIYA = 'priya@jobmatch.in';

async function seedCandidate(candidate: DemoCandidate): Promise<void> {
  if (await findUserByEmail(candidate.email)) return;
  const record = await createAccount({
    email: candidate.email,
    password: DEMO_PASSWORD,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    role: 'USER',
  });
  const principal: Principal = { user: toUser(record), record };
  await updateHeader(principal, {
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    title: candidate.title,
    location: candidate.location,
    summary: `${candidate.title}, ${candidate.years} years in Indian product companies.`,
  });
  await updateJobPreferences(principal, {
    isOpenToRemote: true,
    isOpenToHybrid: true,
    isOpenToOnSite: true,
    location: candidate.location,
    preferredLocations: [candidate.location],
    jobTypes: ['FULL_TIME'],
    availability: candidate.availability,
    currentSalary: candidate.salary[0],
    expectedSalaryMin: candidate.salary[0],
    expectedSalaryMax: candidate.salary[1],
    currency: 'INR',
  });
  await updateSkills(principal, {
    currentRole: candidate.title,
    technicalSkills: candidate.skills,
    languages: [],
  });
  await updateExperience(principal, {
    experienceYears: candidate.years,
    currentPositionTitle: candidate.title,
    currentCompany: 'Demo Labs',
    industryExperience: 'Software',
  });
  await setVisibility(principal, true);
  await setContactPreferences(principal, { openToContact: true, phone: candidate.phone });
}

/** Idempotent: a candidate who exists is left alone; Priya is asked once (her consent stays hers after). */
export async function seedDemoContactableCandidates(): Promise<DemoAccount[]> {
  for (const candidate of CANDIDATES) await seedCandidate(candidate);
  const priya = await findUserByEmail(PRIYA);
  if (priya) {
    const item = await readProfileItem(priya.id, true);
    if (item?.isPublic && item.openToContact === undefined) {
      await setContactPreferences(
        { user: toUser(priya), record: priya },
        {
          openToContact: true,
          phone: '+91 98860 24680',
        },
      );
    }
  }
  return [
    {
      role: 'candidate (public, open to contact)',
      email: CANDIDATES[0]?.email ?? '',
      password: DEMO_PASSWORD,
    },
  ];
}

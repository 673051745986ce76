import * as z from 'zod/mini';
import { rupeesFromLpa } from '../../shared/jobs/format';
import { jobInputSchema } from '../../shared/jobs/schemas';
import { findUserByEmail } from '../model/accounts';
import { type CompanyItem, companies, findCompany } from '../model/companies';
import { writeNewJob } from '../model/job-creation';
import { jobs } from '../model/jobs';
import { createOrganisation, organisationOf } from '../model/organisation-members';
import { DEMO_COMPANIES, DEMO_JOBS, DEMO_TEXTS, type DemoCompany, type DemoJob } from './marketplace-data';
import type { DemoAccount } from './seed';

/** Demo organisations with no people are owned by this marker, not by an account. */
const NO_OWNER = 'demo-data';
const DAY_MS = 86_400_000;
/** Posting times are spread over this many past days. */
const SPREAD_DAYS = 45;
/** Demo jobs were last confirmed up to this many days ago: less than a job's lifetime (ADR 0029). */
const CONFIRMED_SPREAD_DAYS = 26;

/** The post as the form would send it, checked by the same schema the API uses. */
function inputOf(demo: DemoJob, company: DemoCompany) {
  const texts = DEMO_TEXTS[demo.category] ?? { requirements: [], benefits: [] };
  const [min, max] = demo.experience;
  const experienceText =
    max === 0
      ? 'Freshers are welcome.'
      : `You bring ${min}${max ? ` to ${max}` : '+'} years of relevant experience.`;
  return z.parse(jobInputSchema, {
    title: demo.title,
    description: `${company.name} is hiring in ${demo.location}. ${demo.summary} ${experienceText} ${company.description}`,
    requirements: [
      ...demo.skills.slice(0, 3).map((skill) => `Hands-on ${skill}`),
      ...texts.requirements,
    ].join('\n'),
    responsibilities: '',
    benefits: texts.benefits.join('\n'),
    jobType: demo.jobType,
    location: demo.location,
    isRemote: demo.isRemote ?? demo.location === 'Remote',
    isHybrid: demo.isHybrid ?? false,
    salaryMin: demo.lpa[0] === null ? null : rupeesFromLpa(demo.lpa[0]),
    salaryMax: demo.lpa[1] === null ? null : rupeesFromLpa(demo.lpa[1]),
    currency: 'INR',
    experienceMin: min,
    experienceMax: max,
    contactEmail: `careers@${new URL(company.website).hostname}`,
    skills: demo.skills,
    category: demo.category,
    function: demo.function,
  });
}

/** The organisation and company, made once; Acme Tech's owner is the approved demo employer. */
async function ensureCompany(company: DemoCompany) {
  const existing = await findCompany(company.id);
  // A data folder seeded before company pages had these facts gets them once (issue 34).
  if (existing && existing.foundedYear === undefined) {
    const { data } = await companies()
      .patch({ id: company.id })
      .set({
        description: company.description,
        officeCities: company.officeCities,
        foundedYear: company.foundedYear,
      })
      .go({ response: 'all_new' });
    return data as CompanyItem;
  }
  if (existing) return existing;
  const owner = company.ownerEmail ? await findUserByEmail(company.ownerEmail) : undefined;
  if (company.ownerEmail && !owner) throw new Error(`Demo account ${company.ownerEmail} is missing`);
  if (owner && (await organisationOf(owner.id)))
    throw new Error(`${company.ownerEmail} already has an organisation`);
  const { ownerEmail: _owner, id, ...details } = company;
  const created = await createOrganisation({
    id: `org-${id}`,
    companyId: id,
    ownerId: owner?.id ?? NO_OWNER,
    ownerIsMember: Boolean(owner),
    company: details,
  });
  return { ...created.company, nameKey: company.name.toLowerCase() };
}

/**
 * Local demo marketplace: twelve companies and their open jobs. Jobs are written through the same path
 * as the API's (so each is announced as Job Changed and indexed for search); a company that already has
 * jobs is left alone, so restarting changes nothing.
 */
export async function seedDemoMarketplace(): Promise<DemoAccount[]> {
  const now = Date.now();
  let index = 0;
  for (const company of DEMO_COMPANIES) {
    const item = await ensureCompany(company);
    const { data: existing } = await jobs().query.byCompany({ companyId: company.id }).go({ limit: 1 });
    const companyJobs = DEMO_JOBS.filter((demo) => demo.companyId === company.id);
    for (const demo of companyJobs) {
      index += 1;
      if (existing.length) continue;
      // Spread over the past weeks, so 'posted N days ago' and newest-first orders have something to show.
      const postedAt = new Date(now - ((index * 17) % SPREAD_DAYS) * DAY_MS - (index % 24) * 3_600_000);
      const owner = company.ownerEmail ? (await findUserByEmail(company.ownerEmail))?.id : undefined;
      // Confirmed since (ADR 0029): a few come due soon, so the first run mails their reminders, none closes.
      const confirmedAt = new Date(
        Math.max(postedAt.getTime(), now - ((index * 19) % CONFIRMED_SPREAD_DAYS) * DAY_MS),
      );
      await writeNewJob(item, inputOf(demo, company), owner ?? NO_OWNER, {
        postedAt,
        confirmedAt,
        byMember: owner !== undefined,
      });
    }
  }
  return [];
}

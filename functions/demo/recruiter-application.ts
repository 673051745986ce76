import { findUserByEmail, toUser } from '../model/accounts';
import { submitApplication } from '../model/recruiter-application-submission';
import { recruiterApplicants } from '../model/recruiter-applications';
import type { DemoAccount } from './seed';

/** The pending demo employer, so the admin's screen has an application to review on a fresh start. */
const DEMO_APPLICANT = 'talent@newcorp.in';

/**
 * Local demo data only: the pending demo employer's application, sent through the same path as
 * POST /recruiter/applications. Left alone once it exists (or after an admin decided it).
 */
export async function seedDemoRecruiterApplication(): Promise<DemoAccount[]> {
  const record = await findUserByEmail(DEMO_APPLICANT);
  if (!record || record.approvalStatus === 'approved') return [];
  const { data: pointer } = await recruiterApplicants().get({ userId: record.id }).go();
  if (pointer) return [];
  await submitApplication(
    { user: toUser(record), record },
    {
      companyName: record.companyName ?? 'NewCorp Labs',
      companyWebsite: 'https://newcorp.example.in',
      companySize: '11-50',
      industry: 'Software & IT services',
      companyDescription: 'NewCorp Labs builds inventory software for pharmacies in Pune and Nashik.',
      jobTitle: record.jobTitle ?? 'HR Manager',
      workEmail: record.email,
      phoneNumber: '+91 98220 45678',
      linkedinProfile: record.linkedinProfile ?? '',
      hiringNeeds: 'Three React developers and one QA engineer in the next two months.',
    },
  );
  return [];
}

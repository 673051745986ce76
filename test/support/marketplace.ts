import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createAccount } from '../../functions/model/account-creation';
import { toUser, type UserRecord } from '../../functions/model/accounts';
import { createOrganisation } from '../../functions/model/organisation-members';
import { recordFile } from '../../functions/model/profile-saves';
import type { Principal } from '../../functions/platform/auth/principal';
import { signAccessToken } from '../../functions/platform/auth/tokens';
import { s3Client } from '../../functions/platform/clients/s3';
import { config } from '../../functions/platform/config';
import type { JobInput } from '../../shared/jobs/schemas';

/** Accounts, organisations and job bodies for the marketplace's integration tests (unique per call). */

export interface TestAccount {
  record: UserRecord;
  principal: Principal;
  headers: { authorization: string };
}

/** Every account made here signs in with this password (DELETE /users/me asks for it). */
export const TEST_PASSWORD = 'Market@2025';

export async function accountOf(
  role: 'USER' | 'EMPLOYER' | 'ADMIN',
  approvalStatus?: 'pending' | 'approved',
): Promise<TestAccount> {
  const record = await createAccount({
    email: `market.${randomUUID().slice(0, 8)}@company.example`,
    password: TEST_PASSWORD,
    firstName: 'Test',
    lastName: role.toLowerCase(),
    role,
    approvalStatus,
  });
  const user = toUser(record);
  const token = await signAccessToken({
    userId: record.id,
    role: user.role,
    sessionVersion: record.sessionVersion,
  });
  return { record, principal: { user, record }, headers: { authorization: `Bearer ${token}` } };
}

/** An approved employer who owns a fresh organisation and its company. */
export async function employerWithCompany(name = `Company ${randomUUID().slice(0, 6)}`) {
  const account = await accountOf('EMPLOYER', 'approved');
  const { organisation, company } = await createOrganisation({
    ownerId: account.record.id,
    company: { name, location: 'Pune' },
  });
  return { ...account, organisationId: organisation.id, companyId: company.id, companyName: name };
}

/** A small PDF's bytes: what a stored resume object holds in these tests. */
export const RESUME_BYTES = Buffer.from('%PDF-1.4\n% Kavya Menon, backend engineer\n%%EOF\n');

/** A candidate, with a resume on file (its record and its object) unless asked otherwise. */
export async function candidate(withResume = true): Promise<TestAccount> {
  const account = await accountOf('USER');
  if (withResume) {
    // Not under resumes/: these bytes are no real resume, and the parser would only log that.
    const fileKey = `test-resumes/${account.record.id}/${randomUUID()}.pdf`;
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config.uploadsBucket,
        Key: fileKey,
        Body: RESUME_BYTES,
        ContentType: 'application/pdf',
      }),
    );
    await recordFile(account.principal, 'resume', {
      fileKey,
      fileName: 'Kavya-Menon-Resume.pdf',
      fileSize: 48_000,
      contentType: 'application/pdf',
      uploadedAt: new Date().toISOString(),
    });
  }
  return account;
}

/** A valid post body (the form's shape); override what a test is about. */
export function jobBody(overrides: Partial<Record<keyof JobInput, unknown>> = {}) {
  return {
    title: `Backend Engineer ${randomUUID().slice(0, 6)}`,
    description: 'Build and run the services behind our hiring platform with a small, friendly team in Pune.',
    requirements: 'Node.js\nTypeScript',
    responsibilities: '',
    benefits: 'Health insurance\nFlexible hours',
    jobType: 'FULL_TIME',
    location: 'Pune',
    isRemote: false,
    isHybrid: true,
    salaryMin: 1_200_000,
    salaryMax: 2_000_000,
    currency: 'INR',
    experienceMin: 2,
    experienceMax: 5,
    contactEmail: 'jobs@company.example',
    skills: ['Node.js', 'TypeScript', 'AWS'],
    category: 'IT',
    function: 'engineering',
    ...overrides,
  };
}

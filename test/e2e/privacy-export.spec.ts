// Boundary: browser (a candidate, in account settings) -> POST /privacy/export and GET /privacy/access-log,
// after an employer on a plan opened the candidate's resume (POST /candidates/{id}/resume) -> DynamoDB Local
// (the access log) and the local S3.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { DataExport } from '../../shared/privacy/data-export';
import { PROFILE_API } from '../../shared/profile/profile';
import { employerOrganisation, putOnPlan } from '../support/employer-organisation';
import { axeViolations } from './axe';
import { apiToken, expect, test } from './fixtures';
import { storeResume } from './jobs-support';
import { card, fillProfileThroughApi } from './profile-support';

test.describe.configure({ timeout: 240_000 });

const resumeSchema = createRequire(import.meta.url)('@jsonresume/schema/schema.json');

test('a candidate downloads their data, whose JSON Resume validates, and sees which organisation opened their resume', async ({
  page,
  signUp,
  login,
  request,
}) => {
  // The candidate: a public profile with a resume, open to contact.
  const account = await signUp();
  await fillProfileThroughApi(request, account, { isPublic: true });
  await login(account);
  await storeResume(page);
  const token = await apiToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const consent = await request.put('/api/v1/profile/contact-preferences', {
    headers,
    data: { openToContact: true, phone: '+91 94470 11223' },
  });
  expect(consent.ok(), await consent.text()).toBe(true);
  const candidateId = (
    (await (await request.get(`/api/v1${PROFILE_API.profile}`, { headers })).json()) as {
      data: { userId: string };
    }
  ).data.userId;

  // An employer on a plan opens the resume (the employer's screens are reach-candidates.spec.ts's journey).
  const { ownerToken, organizationId } = await employerOrganisation(request, signUp);
  await putOnPlan(organizationId, { plan: 'PROFESSIONAL', applicationLimit: 100, applicationsUsed: 0 });
  const opened = await request.post(`/api/v1/candidates/${candidateId}/resume`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(opened.ok(), await opened.text()).toBe(true);

  // Account settings: who opened the data, by organisation, and the download.
  await page.goto('/account');
  const openedBy = card(page, 'Who opened your data');
  await expect(openedBy).toContainText('Example Company');
  await expect(openedBy).toContainText('Resume on');
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await card(page, 'Your data').getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jobmatch-data-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByText('Your data has been downloaded as a JSON file.')).toBeVisible();
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as DataExport;
  expect(data.account.email).toBe(account.email);
  expect(data.accessLog).toEqual([
    expect.objectContaining({ kind: 'resume', organisationName: expect.stringMatching(/^Example Company/) }),
  ]);

  const ajv = new Ajv({ strict: false });
  addFormats(ajv);
  const validate = ajv.compile(resumeSchema);
  expect(validate(data.jsonResume), JSON.stringify(validate.errors)).toBe(true);
  expect(data.jsonResume?.basics.email).toBe(account.email);

  // The profile's card reads the same log.
  await page.goto('/profile');
  await expect(card(page, 'Who opened your profile')).toContainText('Example Company');
});

// Boundary: browser (a candidate and an employer on a plan) -> PUT /profile/contact-preferences,
// GET /candidate-search, POST /candidates/{id}/contact and /resume, GET /privacy/access-log -> DynamoDB
// Local (the search index, the openings, the access log, the subscription's usage counter) and the local S3.
import { PROFILE_API } from '../../shared/profile/profile';
import { employerOrganisation, putOnPlan } from '../support/employer-organisation';
import { axeViolations } from './axe';
import { apiToken, expect, test } from './fixtures';
import { storeResume } from './jobs-support';
import { card, fillProfileThroughApi, waitForProfile } from './profile-support';

test.describe.configure({ timeout: 240_000 });

test('an employer on a plan finds a candidate by skill and city, opens the contact details and downloads the resume; the usage rises by one; the candidate sees the organisation', async ({
  page,
  browser,
  signUp,
  login,
  request,
}) => {
  // The candidate: a public profile with a skill nobody else has, a resume, then the consent.
  const skill = `Quarkus${Date.now().toString(36)}`;
  const account = await signUp();
  await fillProfileThroughApi(request, account, { isPublic: true });
  const token = await apiToken(request, account);
  const skills = await request.patch(`/api/v1${PROFILE_API.skills}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      currentRole: 'Senior Backend Engineer',
      technicalSkills: ['Java', skill],
      languages: ['English'],
    },
  });
  expect(skills.ok()).toBe(true);
  await login(account);
  await storeResume(page);
  await page.goto('/profile');
  await waitForProfile(page);
  const visibility = card(page, 'Profile visibility');
  const consent = visibility.getByRole('switch', { name: 'Open to being contacted by recruiters' });
  await expect(consent).not.toBeChecked();
  await consent.click();
  await expect(page.getByText('Recruiters can now contact you.')).toBeVisible();
  await expect(consent).toBeChecked();
  await visibility.getByLabel('Phone shown to recruiters').fill('+91 94470 11223');
  await visibility.getByRole('button', { name: 'Save phone' }).click();
  await expect(page.getByText('Recruiters can now contact you.')).toHaveCount(2);
  await expect(card(page, 'Who opened your profile')).toContainText('No employer has opened your profile');

  // The employer: approved, on Professional with 10 of 100 IT applications used.
  const { owner, organizationId } = await employerOrganisation(request, signUp);
  await putOnPlan(organizationId, { plan: 'PROFESSIONAL', applicationLimit: 100, applicationsUsed: 10 });
  const employerContext = await browser.newContext({
    extraHTTPHeaders: { 'CloudFront-Viewer-Address': '10.200.3.4:443' },
  });
  const employer = await employerContext.newPage();
  await login(owner, { page: employer });
  await employer.goto('/subscription/manage');
  await expect(employer.getByText('10 of 100')).toBeVisible();

  await employer
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Candidates', exact: true })
    .click();
  await expect(employer.getByRole('heading', { level: 1, name: 'Find candidates' })).toBeVisible();
  await employer.getByLabel('Skill or job title').fill(skill);
  await employer.getByLabel('City').fill('Thiruvananthapuram');
  // The index follows the consent through the bus: search again until it has.
  await expect(async () => {
    await employer.getByRole('button', { name: 'Search' }).click();
    await expect(employer.getByText('1 candidate', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const result = employer.getByRole('listitem').filter({ hasText: 'Asha Rao' });
  await expect(result).toContainText('Thiruvananthapuram');
  await expect(result).not.toContainText('@');
  expect(await axeViolations(employer)).toEqual([]);

  await result.getByRole('link', { name: 'Asha Rao' }).click();
  await waitForProfile(employer);
  await employer.getByRole('button', { name: 'View contact details' }).click();
  const contact = employer.getByRole('definition');
  await expect(contact.getByRole('link', { name: account.email })).toBeVisible();
  await expect(contact.getByRole('link', { name: '+91 94470 11223' })).toBeVisible();
  const download = employer.waitForEvent('download');
  await employer.getByRole('button', { name: 'Download Resume' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  expect(await axeViolations(employer)).toEqual([]);

  // Contact and resume of one candidate are one opening.
  await employer.goto('/subscription/manage');
  await expect(employer.getByText('11 of 100')).toBeVisible();

  await page.reload();
  await waitForProfile(page);
  const openedBy = card(page, 'Who opened your profile');
  await expect(openedBy).toContainText('Example Company');
  await expect(openedBy).toContainText('Contact details on');
  await expect(openedBy).toContainText('Resume on');
  await expect(openedBy).toContainText('Profile on');
  await employerContext.close();
});

// Boundary: helpers of the jobs end-to-end specs - posting through the job form, storing a candidate's resume through the API.
import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import { DEMO_JOBS } from '../../functions/demo/marketplace-data';
import type { Job, PageOf } from '../../shared/jobs/types';
import { pdfBytes } from '../fixtures/files';

// Search follows the Job Changed event through the bus; on a busy machine that can take a few seconds.
export const expect = baseExpect.configure({ timeout: 15_000 });

/** A title no other test or demo job uses, so a keyword search finds exactly this post. */
export function uniqueTitle(prefix: string): { title: string; keyword: string } {
  const keyword = `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { title: `${prefix} ${keyword}`, keyword };
}

/**
 * One of a demo company's own open jobs, never one a test posted: specs running beside each other post to
 * the demo Acme Tech and count the applications of their own job, so applying to the company's newest
 * job would change another spec's count.
 */
export async function demoJobOf(request: APIRequestContext, companyId: string): Promise<Job> {
  const listed = await request.get(`/api/v1/jobs/company/${companyId}?page=0&size=100`);
  expect(listed.status(), await listed.text()).toBe(200);
  const demoTitles = new Set(DEMO_JOBS.filter((job) => job.companyId === companyId).map((job) => job.title));
  const job = ((await listed.json()) as { data: PageOf<Job> }).data.content.find((j) =>
    demoTitles.has(j.title),
  );
  if (!job) throw new Error(`the demo company ${companyId} has no open demo job`);
  return job;
}

/** Stores a resume for the signed-in candidate through the API, as the resume page's direct upload does. */
export async function storeResume(page: Page): Promise<void> {
  const token = await page.evaluate(
    () =>
      sessionStorage.getItem('jobmatch.auth.accessToken') ??
      localStorage.getItem('jobmatch.auth.accessToken'),
  );
  if (!token) throw new Error('the candidate is not signed in');
  const response = await page.request.post('/api/v1/candidates/resume', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Fills and sends the open job form (the 'Post New Job' modal). */
export const LEDGER_DESCRIPTION =
  'Own the ledger service end to end: design, build and run it with a small, friendly team.';

/** Fills the open Post Job form with a valid job (the given description instead, if any). */
export async function fillJob(
  page: Page,
  job: { title: string; location: string; skills: string[]; description?: string },
) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Job title').fill(job.title);
  await dialog.getByLabel('Location').fill(job.location);
  await dialog.getByLabel('Job type').selectOption({ label: 'Full-time' });
  await dialog.getByLabel('Category').selectOption('IT');
  await dialog.getByLabel('Function').selectOption('engineering');
  await dialog.getByLabel('Minimum experience (years)').fill('2');
  await dialog.getByLabel('Maximum experience (years)').fill('6');
  await dialog.getByLabel('Minimum salary (LPA)').fill('14');
  await dialog.getByLabel('Maximum salary (LPA)').fill('22.5');
  await dialog.getByLabel('Job description').fill(job.description ?? LEDGER_DESCRIPTION);
  const skills = dialog.getByLabel('Skills', { exact: true });
  for (const skill of job.skills) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await dialog.getByLabel('Requirement 1', { exact: true }).fill('Two years of backend work');
}

/** Fills the open Post Job form with a valid job and posts it. */
export async function postJob(page: Page, job: { title: string; location: string; skills: string[] }) {
  await fillJob(page, job);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(dialog).toBeHidden();
}

/** An employer's or a search's card of the job with this title. */
export function jobCard(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

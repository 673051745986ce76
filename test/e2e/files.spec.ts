// Boundary: browser -> files feature -> /api/v1 avatar and resume calls -> presigned PUT to the S3 stand-in (and back as a download).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { FILE_MESSAGES } from '../../shared/files/schemas';
import { pdfBytes, pngBytes } from '../fixtures/files';
import { axeViolations } from './axe';
import { E2E_PORTS } from './stack';
import { expect as baseExpect, newCandidate, test } from './upload-fixtures';

// One test makes the S3 PUT answer 403. A profile without a picture asks nothing that answers 404.
test.use({
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of 403/,
});

const PDF = 'application/pdf';
// Uploads wait on three servers in a row; on a busy machine the default 5 s is too tight for them.
const expect = baseExpect.configure({ timeout: 15_000 });
const isS3Put = (url: URL) => url.port === String(E2E_PORTS.s3);

function resumeInput(page: Page) {
  return page.getByTestId('resume-file-input');
}

async function uploadResume(page: Page, name: string, buffer: Buffer) {
  await resumeInput(page).setInputFiles({ name, mimeType: PDF, buffer });
  const bar = page.getByRole('progressbar', { name: new RegExp(`${name} uploaded`) });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
}

test.describe.configure({ timeout: 120_000 });

test.describe('resume files', () => {
  test('a new candidate uploads, sees, downloads, replaces and deletes a resume; the gate follows it', async ({
    page,
    signUp,
    login,
  }) => {
    await newCandidate(page, signUp, login);

    // No resume yet: job features show the gate with its four reasons.
    await page.goto('/recommended-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Resume Required' })).toBeVisible();
    for (const reason of [
      'Helps employers',
      'Enables accurate matching',
      'Required for applications',
      'Improves visibility',
    ]) {
      await expect(page.getByText(reason)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
    await page.getByRole('link', { name: 'Upload Resume Now' }).click();
    await expect(page).toHaveURL(/\/resume$/);

    // Upload: the bar follows the PUT to 100, then the badge shows the stored file.
    const first = pdfBytes('First resume of a test candidate');
    await uploadResume(page, 'my-resume.pdf', first);
    const badge = page.getByTestId('resume-badge');
    await expect(badge.getByText('Resume Uploaded')).toBeVisible();
    await expect(badge.getByText('my-resume.pdf')).toBeVisible();
    await expect(badge.getByText(/bytes|KB/)).toBeVisible();

    // Download from /resume: the same bytes under the original name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-resume.pdf');
    expect(Buffer.compare(await readFile(await download.path()), first)).toBe(0);

    // The profile shows it in the Resume card and offers Download Resume in the header card.
    await page.goto('/profile');
    const resumeCard = page.getByRole('region', { name: 'Resume' });
    await expect(resumeCard.getByText('my-resume.pdf')).toBeVisible();
    const [fromHeader] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Resume' }).click(),
    ]);
    expect(Buffer.compare(await readFile(await fromHeader.path()), first)).toBe(0);

    // Replace (an upper-case extension is accepted).
    await page.goto('/resume');
    const second = pdfBytes('Second resume');
    await uploadResume(page, 'Updated-CV.PDF', second);
    await expect(page.getByTestId('resume-badge').getByText('Updated-CV.PDF')).toBeVisible();

    // With a resume the gate gives way: the recommendations now ask for the rest of the matching data.
    await page.goto('/recommended-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended Jobs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Complete Your Profile' })).toBeVisible();

    // Delete, after the permanent-delete confirmation.
    await page.goto('/resume');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete resume' });
    await expect(dialog.getByText(FILE_MESSAGES.deleteResumeConfirm)).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('resume-badge')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Upload Resume' })).toBeVisible();

    await page.goto('/smart-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Resume Required' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Download Resume' })).toHaveCount(0);
  });

  test('refused files get the spec messages before any request is made', async ({ page, signUp, login }) => {
    await newCandidate(page, signUp, login);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/.*upload-(url|complete)/.test(request.url()) || isS3Put(new URL(request.url()))) {
        asked.push(request.url());
      }
    });

    await page.goto('/resume');
    await resumeInput(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByRole('alert')).toHaveText('File type must be one of: pdf, doc, docx');
    await resumeInput(page).setInputFiles({
      name: 'huge.pdf',
      mimeType: PDF,
      buffer: Buffer.concat([pdfBytes(), Buffer.alloc(2 * 1024 * 1024)]),
    });
    await expect(page.getByRole('alert')).toHaveText('File size must be less than 2MB');

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Upload photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile picture' });
    await dialog.getByTestId('avatar-file-input').setInputFiles({
      name: 'me.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(dialog.getByRole('alert')).toHaveText('File type must be one of: jpg, jpeg, png, webp');
    await dialog.getByTestId('avatar-file-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([pngBytes(), Buffer.alloc(1024 * 1024)]),
    });
    await expect(dialog.getByRole('alert')).toHaveText('File size must be less than 1024KB');
    expect(asked).toEqual([]);
  });

  test('a failed PUT says its status and Cancel aborts the upload', async ({ page, signUp, login }) => {
    await newCandidate(page, signUp, login);
    await page.goto('/resume');

    await page.route(isS3Put, (route) => route.fulfill({ status: 403, body: 'denied' }));
    await resumeInput(page).setInputFiles({ name: 'cv.pdf', mimeType: PDF, buffer: pdfBytes() });
    await expect(page.getByRole('alert')).toHaveText(FILE_MESSAGES.uploadFailedStatus(403));
    await page.unroute(isS3Put);

    // Hold the PUT so the upload is still running when Cancel is pressed.
    await page.route(isS3Put, () => undefined);
    await resumeInput(page).setInputFiles({ name: 'cv.pdf', mimeType: PDF, buffer: pdfBytes() });
    await expect(page.getByRole('progressbar', { name: 'Uploading cv.pdf' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toHaveText('Upload aborted');
    await expect(page.getByTestId('resume-badge')).toHaveCount(0);
  });

  test('the wizard cannot pass step 2 without a resume and can after uploading there', async ({
    page,
    signUp,
    login,
  }) => {
    await newCandidate(page, signUp, login);
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Resume to Continue' })).toBeDisabled();

    await uploadResume(page, 'wizard-cv.pdf', pdfBytes());
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
  });

  test('/resume passes axe and fits a 390 px screen, empty and with a resume', async ({
    page,
    signUp,
    login,
  }) => {
    await newCandidate(page, signUp, login);
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

    await page.goto('/recommended-jobs');
    await expect(page.getByRole('heading', { name: 'Resume Required' })).toBeVisible();
    expect(await overflow()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/resume');
    await expect(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
    expect(await overflow()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await uploadResume(page, 'a-rather-long-resume-file-name-for-a-small-screen.pdf', pdfBytes());
    await expect(page.getByTestId('resume-badge')).toBeVisible();
    expect(await overflow()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('avatar', () => {
  test('a candidate uploads a picture, sees it in the header card and the header menu, then deletes it', async ({
    page,
    signUp,
    login,
  }) => {
    await newCandidate(page, signUp, login);
    await page.goto('/profile');
    const headerCard = page
      .getByRole('region', { name: /.+/ })
      .filter({ has: page.locator('#profile-name') });
    await expect(headerCard.locator('img')).toHaveCount(0);
    await expect(page.getByTestId('header-avatar').first()).toBeVisible();

    await page.getByRole('button', { name: 'Upload photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile picture' });
    await dialog.getByTestId('avatar-file-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: pngBytes(),
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Profile picture updated')).toBeVisible();

    const picture = headerCard.locator('img');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const menuPicture = page.locator('header img[data-testid="header-avatar"]').first();
    await expect(menuPicture).toBeVisible();
    await expect.poll(() => menuPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // It survives a reload, and a replace keeps one picture.
    await page.reload();
    await expect(picture).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove photo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove profile picture' });
    await expect(confirm.getByText('Are you sure you want to delete your profile picture?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(picture).toHaveCount(0);
    await expect(page.locator('header img[data-testid="header-avatar"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload photo' })).toBeVisible();
  });
});

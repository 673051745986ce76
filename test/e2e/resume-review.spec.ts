// Boundary: browser -> resume upload -> should-populate, POST /resume/parse and populate-profile on the local stack -> the profile pages.
import type { Page, TestInfo } from '@playwright/test';
import { scannedPdfBytes } from '../fixtures/files';
import { axeViolations } from './axe';
import { card, waitForProfile } from './profile-support';
import { MEERA, ROLE_BULLET, resumePdf } from './resume-pdf';
import { expect as baseExpect, newCandidate, test } from './upload-fixtures';

const UNREADABLE =
  'Unable to extract data from this resume format. You can still upload it and fill your profile manually.';

// The avatar info answers 404 while there is none (spec section 7); one test makes the parse answer 500.
test.use({
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of (404|500)/,
});

// An upload and a parse wait on several servers in a row; on a busy machine 5 s is too tight for them.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });

async function uploadResume(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('resume-file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer });
  await expect(page.getByRole('progressbar', { name: `${name} uploaded` })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
}

function offer(page: Page) {
  return page.getByRole('region', { name: 'Fill your profile from your resume?' });
}

function reviewDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Review your resume details' });
}

async function openSection(page: Page, name: string) {
  const toggle = reviewDialog(page).getByRole('button', { name: new RegExp(`^${name}`) });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return reviewDialog(page).getByRole('region', { name: new RegExp(`^${name}`) });
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
}

test.describe('resume auto-fill', () => {
  test('a new candidate uploads a resume in the wizard, reviews what was read, confirms, and sees the profile filled', async ({
    page,
    signUp,
    login,
  }, testInfo) => {
    await newCandidate(page, signUp, login);
    await page.goto('/welcome?step=2');
    await expect(page.getByText('Step 2 of 4')).toBeVisible();

    await uploadResume(page, 'meera-krishnan.pdf', await resumePdf(MEERA));
    await expect(offer(page)).toBeVisible();
    await offer(page).getByRole('button', { name: 'Auto-fill my profile' }).click();

    const dialog = reviewDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('High confidence')).toBeVisible();
    await expect(dialog.getByTestId('fields-extracted')).toHaveText(/^[1-9]\d*$/);

    // Personal is open from the start; the other sections open on request.
    const personal = dialog.getByRole('region', { name: 'Personal' });
    await expect(personal).toContainText('Meera');
    await expect(personal).toContainText('Krishnan');
    await expect(personal).toContainText(MEERA.email);
    await expect(dialog.getByRole('button', { name: /^Work Experience/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await screenshot(page, testInfo, 'review-desktop');

    const work = await openSection(page, 'Work Experience');
    await expect(work).toContainText('Senior Data Engineer');
    await expect(work).toContainText('Tata Consultancy Services');
    await expect(work).toContainText('Apr 2021 - Present');
    await expect(work).toContainText('Infosys');
    await expect(work.getByText(ROLE_BULLET).first()).toBeVisible();
    const education = await openSection(page, 'Education');
    await expect(education).toContainText('Bachelor of Technology');
    await expect(education).toContainText('College of Engineering Pune');
    // The resume prints the year alone: no month is made up.
    await expect(education).toContainText('2017');
    await expect(education).not.toContainText('Jan 2017');
    const skills = await openSection(page, 'Skills');
    await expect(skills.getByRole('listitem')).toHaveCount(11);
    await expect(skills).toContainText('Apache Spark');
    await expect(skills.getByText('+2 more', { exact: true })).toBeVisible();
    const jobSearch = await openSection(page, 'Notice Period and CTC');
    await expect(jobSearch).toContainText('30 days (availability: 1 month)');
    await expect(jobSearch).toContainText('₹18,00,000 (18 LPA)');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'review-desktop-open');

    await dialog.getByRole('button', { name: 'Confirm and fill profile' }).click();
    await expect(dialog).toBeHidden();
    const result = page.getByRole('status').filter({ hasText: 'Profile updated from your resume' });
    await expect(result).toContainText(/added 2 work experiences, 1 education and \d+ skills/);
    await expect(result).toBeFocused();
    await screenshot(page, testInfo, 'filled-desktop');

    // The upload itself let the candidate on.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    // Back on step 2 the result is still there, and the focus is the wizard's (its heading), not the result's.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upload your resume' })).toBeFocused();
    await expect(result).toBeVisible();

    await page.goto('/profile');
    await waitForProfile(page);
    await expect(card(page, 'Work Experience')).toContainText('Tata Consultancy Services');
    await expect(card(page, 'Work Experience')).toContainText('Infosys');
    await expect(card(page, 'Education')).toContainText('College of Engineering Pune');
    await expect(card(page, 'Education')).toContainText('2013 - 2017');
    await expect(card(page, 'Work Experience').getByText(ROLE_BULLET).first()).toBeVisible();
    await expect(card(page, 'Job Preferences')).toContainText('₹18,00,000 (18 LPA)');
    await expect(card(page, 'Job Preferences')).toContainText('1 month');
    await expect(card(page, 'Skills')).toContainText('Marathi');
    await expect(card(page, 'Skills')).toContainText('Apache Spark');
    await expect(card(page, 'Skills')).toContainText('Snowflake');

    // Filled once, the profile no longer prompts for another auto-fill of the same resume.
    await page.goto('/resume');
    await uploadResume(page, 'meera-krishnan-again.pdf', await resumePdf(MEERA));
    await expect(page.getByTestId('resume-badge')).toContainText('meera-krishnan-again.pdf');
    await expect(offer(page)).toHaveCount(0);
  });

  test("deleting the resume withdraws the question; 'fill manually' discards the result and leaves the profile as it was", async ({
    page,
    signUp,
    login,
  }, testInfo) => {
    await newCandidate(page, signUp, login);
    await page.goto('/resume');
    await uploadResume(page, 'meera-krishnan.pdf', await resumePdf(MEERA));
    await expect(offer(page)).toBeVisible();
    await screenshot(page, testInfo, 'offer-desktop');

    // Deleting the resume withdraws the question that its upload raised.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete resume' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete resume' })).toHaveCount(0);
    await expect(offer(page)).toHaveCount(0);

    await uploadResume(page, 'meera-krishnan.pdf', await resumePdf(MEERA));
    await offer(page).getByRole('button', { name: "No, I'll fill it manually" }).click();
    await expect(offer(page)).toHaveCount(0);
    await expect(page.getByText('Nothing was added to your profile.', { exact: false })).toBeVisible();
    await expect(reviewDialog(page)).toHaveCount(0);

    await uploadResume(page, 'meera-krishnan-2.pdf', await resumePdf(MEERA));
    await offer(page).getByRole('button', { name: 'Auto-fill my profile' }).click();
    await expect(reviewDialog(page)).toBeVisible();
    await reviewDialog(page).getByRole('button', { name: 'Fill manually' }).click();
    await expect(reviewDialog(page)).toHaveCount(0);
    const note = page.getByRole('status').filter({ hasText: 'Nothing was added to your profile.' });
    await expect(note).toBeFocused();
    await expect(page.getByText('Profile updated from your resume')).toHaveCount(0);

    await page.goto('/profile');
    await waitForProfile(page);
    await expect(card(page, 'Resume')).toContainText('meera-krishnan-2.pdf');
    await expect(card(page, 'Work Experience')).not.toContainText('Infosys');
    await expect(card(page, 'Education')).not.toContainText('College of Engineering Pune');
    await expect(card(page, 'Skills')).not.toContainText('Apache Spark');
  });

  test('a resume with no text to read keeps the upload and says the profile is filled by hand', async ({
    page,
    signUp,
    login,
  }, testInfo) => {
    await newCandidate(page, signUp, login);
    await page.goto('/welcome?step=2');
    await uploadResume(page, 'scanned-resume.pdf', await scannedPdfBytes());
    await offer(page).getByRole('button', { name: 'Auto-fill my profile' }).click();

    await expect(page.getByRole('alert').filter({ hasText: UNREADABLE })).toHaveText(UNREADABLE);
    await expect(reviewDialog(page)).toHaveCount(0);
    await screenshot(page, testInfo, 'unreadable-desktop');
    // The resume is on file all the same.
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  });

  test('a failed parse alerts its reason, and an answer without parsed data says so; the upload stays', async ({
    page,
    signUp,
    login,
  }) => {
    await newCandidate(page, signUp, login);
    await page.goto('/resume');
    await uploadResume(page, 'meera-krishnan.pdf', await resumePdf(MEERA));

    await page.route('**/api/v1/resume/parse', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom', code: 'INTERNAL_ERROR', status: 500 } }),
    );
    await offer(page).getByRole('button', { name: 'Auto-fill my profile' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Resume parsing failed' })).toHaveText(
      'Resume parsing failed: An internal server error occurred. Please try again later.',
    );

    await page.unroute('**/api/v1/resume/parse');
    await page.route('**/api/v1/resume/parse', (route) =>
      route.fulfill({
        status: 200,
        json: { data: { fieldsExtracted: 4, confidence: 'HIGH', noTextLayer: false } },
      }),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Resume parsing failed' })).toHaveText(
      'Resume parsing failed: Invalid response from server - no parsed data found',
    );
    await expect(reviewDialog(page)).toHaveCount(0);
    await expect(page.getByTestId('resume-badge')).toContainText('meera-krishnan.pdf');
  });

  test('on a 375 px screen the profile Resume card offers the review, which fits and fills the profile', async ({
    page,
    signUp,
    login,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await newCandidate(page, signUp, login);
    await page.goto('/profile');
    await waitForProfile(page);
    await uploadResume(page, 'meera-krishnan.pdf', await resumePdf(MEERA));
    await expect(offer(page)).toBeVisible();
    await offer(page).scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'offer-mobile');
    await offer(page).getByRole('button', { name: 'Auto-fill my profile' }).click();

    const dialog = reviewDialog(page);
    await expect(dialog.getByRole('region', { name: 'Personal' })).toContainText('Meera');
    await screenshot(page, testInfo, 'review-mobile');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await openSection(page, 'Skills');
    await screenshot(page, testInfo, 'review-mobile-skills');
    await dialog.getByRole('button', { name: 'Confirm and fill profile' }).scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'review-mobile-footer');

    await dialog.getByRole('button', { name: 'Confirm and fill profile' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Work Experience')).toContainText('Tata Consultancy Services');
    await expect(card(page, 'Skills')).toContainText('Apache Spark');
    await screenshot(page, testInfo, 'filled-mobile');
  });
});

// Boundary: browser -> employer-pipeline and jobs features -> /api/v1 (applications, employer stats) -> DynamoDB Local, with the status-change event through the local bus to the SES stand-in.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { escapeRegExp, type NewAccount, test, viewerAddressFor } from './fixtures';
import { expect, jobCard, postJob, storeResume, uniqueTitle } from './jobs-support';
import { MAIL_STORE_URL, WEB_URL } from './stack';

test.describe.configure({ timeout: 240_000 });

/** The figure of one of the dashboard's stat cards, once loaded. */
async function statValue(page: Page, label: string): Promise<number> {
  const card = page.getByRole('listitem', { name: new RegExp(`^${label}: \\d+$`) });
  await expect(card).toBeVisible();
  const name = (await card.getAttribute('aria-label')) ?? '';
  return Number(name.split(': ')[1]);
}

test.describe('employer pipeline', () => {
  test('an employer moves an applicant applied -> shortlisted -> interviewed -> hired; the candidate sees each status and gets the mails; Hired Candidates goes up', async ({
    page,
    browser,
    login,
    signUp,
    mailbox,
  }) => {
    const { title } = uniqueTitle('Payments Reliability Engineer');

    // The approved employer notes the hires so far and posts a job from the dashboard.
    await login('employer');
    await page.goto('/employer/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Employer Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const hiredBefore = await statValue(page, 'Hired Candidates');
    await page.getByRole('button', { name: 'Post New Job' }).click();
    await postJob(page, { title, location: 'Chennai, Tamil Nadu', skills: ['Java', 'Kafka'] });
    const jobHref = await jobCard(page, title)
      .getByRole('link', { name: `View job: ${title}` })
      .getAttribute('href');
    expect(jobHref).toBeTruthy();

    // A new candidate with a resume applies through the job page.
    const candidateContext = await browser.newContext({
      baseURL: WEB_URL,
      extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#candidate`) },
    });
    const candidate = await candidateContext.newPage();
    const account: NewAccount = await signUp({ firstName: 'Meera' });
    const candidateName = `${account.firstName} ${account.lastName}`;
    await login(account, { page: candidate });
    await storeResume(candidate);
    await candidate.goto(jobHref ?? '/jobs');
    await candidate.getByRole('link', { name: 'Apply now' }).click();
    await expect(candidate.getByRole('heading', { level: 1, name: 'Apply for this job' })).toBeVisible();
    await candidate
      .getByLabel('Cover letter (optional)')
      .fill('I ran payment incident reviews for three years.\nHappy to be on call.');
    await candidate.getByRole('button', { name: 'Submit application' }).click();
    await expect(candidate.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
    // A mail says it arrived, and where to follow it.
    const received = await mailbox.waitFor({
      to: account.email,
      subject: new RegExp(`^Your application to .+: ${escapeRegExp(title)}$`),
    });
    expect(received.body.text).toContain(`${WEB_URL}/applications`);

    // My Jobs' count leads to the dashboard's Applications tab, filtered by the job.
    await page.goto('/my-jobs');
    await jobCard(page, title)
      .getByRole('link', { name: /^View applications \(1\)/ })
      .click();
    await expect(page).toHaveURL(/\/employer\/dashboard\?.*tab=applications/);
    await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('1 application', { exact: true })).toBeVisible();

    // Search finds the applicant by e-mail address; the card opens the side panel.
    await page.getByLabel('Search applicants').fill(account.email);
    await expect(page).toHaveURL(/search=/);
    const open = page.getByRole('button', { name: candidateName, exact: true });
    await expect(open).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await open.click();
    const panel = page.getByRole('dialog', { name: candidateName });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(`Applied for ${title}`)).toBeVisible();
    await expect(panel.getByLabel('Status', { exact: true })).toHaveValue('applied');
    const coverLetter = panel.getByRole('region', { name: 'Cover letter' });
    await expect(coverLetter).toContainText('I ran payment incident reviews for three years.');
    await expect(coverLetter).toContainText('Happy to be on call.');
    expect(await axeViolations(page)).toEqual([]);

    // The resume they applied with downloads from a presigned link.
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download resume' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // A note, kept for the organisation.
    await panel.getByLabel('Add a note').fill('Strong on incident reviews; ask about on-call.');
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByText('Strong on incident reviews; ask about on-call.')).toBeVisible();

    // A bulk change from the list: tick the applicant, move the selection to Reviewed.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('checkbox', { name: `Select ${candidateName}` }).check();
    const bulk = page.getByRole('form', { name: 'Change status of 1 selected' });
    await bulk.getByLabel('New status').selectOption('reviewed');
    await bulk.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('1 application is now Reviewed.')).toBeVisible();
    await expect(bulk).toBeHidden();
    await open.click();
    await expect(panel.getByLabel('Status', { exact: true })).toHaveValue('reviewed');

    // Rejected is confirmed first, naming the candidate and the job; Undo takes it back before anyone is told.
    await panel.getByLabel('Status', { exact: true }).selectOption('rejected');
    const confirm = page.getByRole('dialog', { name: `Reject ${candidateName}?` });
    await expect(confirm).toContainText(
      `${candidateName}'s application for ${title} will be marked Rejected.`,
    );
    await confirm.getByRole('button', { name: 'Reject' }).click();
    const rejectedToast = page.getByRole('listitem').filter({ hasText: `${candidateName} is now Rejected.` });
    await rejectedToast.getByRole('button', { name: 'Undo' }).click();
    await expect(
      page.getByText(`${candidateName} moved back to Reviewed; no Rejected mail goes out.`),
    ).toBeVisible();
    await expect(panel.getByLabel('Status', { exact: true })).toHaveValue('reviewed');

    // Each kept change reaches the candidate once the undo window has passed, in a person's words.
    const company = received.subject.replace(/^Your application to (.+): .+$/, '$1');
    const steps = [
      {
        status: 'shortlisted',
        label: 'Shortlisted',
        from: 'Reviewed',
        mail: `${company} shortlisted you for ${title}`,
      },
      {
        status: 'interviewed',
        label: 'Interviewed',
        from: 'Shortlisted',
        mail: `Your interview with ${company}`,
      },
      {
        status: 'hired',
        label: 'Hired',
        from: 'Interviewed',
        mail: `Congratulations on your new role at ${company}`,
      },
    ];
    for (const step of steps) {
      await panel.getByLabel('Status', { exact: true }).selectOption(step.status);
      if (step.status === 'hired') {
        await page
          .getByRole('dialog', { name: `Mark as hired: ${candidateName}?` })
          .getByRole('button', { name: 'Mark as hired' })
          .click();
      }
      await expect(page.getByText(`${candidateName} is now ${step.label}.`)).toBeVisible();
      await expect(panel.getByRole('list', { name: 'Status history' })).toContainText(
        `${step.from} → ${step.label}`,
      );
      // The candidate is mailed, and My applications shows the new status.
      await mailbox.waitFor({
        to: account.email,
        subject: new RegExp(`^${escapeRegExp(step.mail)}$`),
      });
      if (step.status !== 'interviewed') {
        await candidate.goto('/applications');
        const application = candidate.getByRole('listitem').filter({ hasText: title });
        await expect(application.getByText(step.label, { exact: true })).toBeVisible();
      }
    }
    // The undone rejection was never sent.
    const store = (await (await fetch(MAIL_STORE_URL)).json()) as {
      emails: { subject: string; destination: { to: string[] } }[];
    };
    const rejections = store.emails.filter(
      (mail) =>
        mail.destination.to.some((to) => to.includes(account.email)) &&
        mail.subject === `Your application to ${company}`,
    );
    expect(rejections).toEqual([]);
    const history = candidate.getByRole('listitem').filter({ hasText: title }).getByText('Status history');
    await history.click();
    await expect(candidate.getByText('Interviewed → Hired', { exact: false })).toBeVisible();

    // Escape closes the panel; the Overview's Hired Candidates counts the hire.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('tab', { name: 'Applications' }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('listitem', { name: `Hired Candidates: ${hiredBefore + 1}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Applications' })).toBeVisible();

    await candidateContext.close();
  });
});

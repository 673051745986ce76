// Boundary: browser -> team feature -> /api/v1 (organizations, invitations) -> DynamoDB Local, with the
// invitation mail through the local bus to the SES stand-in; the invited colleague then works on the
// organisation's jobs until the owner removes them. A Professional organisation's subscription is put in
// the table as a verified payment leaves it (the payment has its own journey).
import { TEAM_MESSAGES } from '../../shared/teams/schemas';
import { employerOrganisation, putOnPlan } from '../support/employer-organisation';
import { axeViolations } from './axe';
import { test, uniqueEmail, viewerAddressFor } from './fixtures';
import { demoJobOf, expect, storeResume } from './jobs-support';
import { WEB_URL } from './stack';

test.describe.configure({ timeout: 240_000 });

test.describe('team', () => {
  test("the enterprise employer invites a colleague by mail; the colleague signs up, accepts, works on the organisation's jobs and applications, and loses access once removed", async ({
    page,
    browser,
    login,
    signUp,
    mailbox,
  }) => {
    const email = uniqueEmail('employer');

    // A candidate has applied to one of Acme Tech's jobs.
    const acmeJob = await demoJobOf(page.request, 'acme-tech');
    const applicant = await signUp({ firstName: 'Nisha' });
    const candidateContext = await browser.newContext({
      baseURL: WEB_URL,
      extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#candidate`) },
    });
    const candidate = await candidateContext.newPage();
    await login(applicant, { page: candidate });
    await storeResume(candidate);
    await candidate.goto(`/jobs/${acmeJob.id}/apply`);
    await candidate.getByRole('button', { name: 'Submit application' }).click();
    await expect(candidate.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
    await candidateContext.close();

    // The owner of Acme Tech (enterprise plan) invites a colleague from the team page.
    await login('employer');
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Team Members \(\d+\/10\)$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Team Member' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await dialog.getByLabel('Email address').fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog).toBeHidden();
    const invitations = page.getByRole('region', { name: 'Pending Invitations' });
    await expect(invitations.getByText(email, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The mail carries the link.
    const mail = await mailbox.waitFor({ to: email, subject: /invited you to join Acme Tech/ });
    const link = /https?:\/\/\S+\/invite\/accept\?token=[A-Za-z0-9_-]+/.exec(mail.body.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const invitePath = new URL(link ?? '').pathname + new URL(link ?? '').search;

    // The colleague, new to Jobmatch, opens the link signed out: the page names the company and the inviter
    // and asks only a name and a password, for the invited address it shows and does not let them change.
    const context = await browser.newContext({
      baseURL: WEB_URL,
      extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#colleague`) },
    });
    const colleague = await context.newPage();
    await colleague.goto(invitePath);
    await expect(colleague.getByRole('heading', { name: 'Join Acme Tech on Jobmatch' })).toBeVisible();
    await expect(
      colleague.getByText(/invited you to join the Acme Tech hiring team as recruiter/),
    ).toBeVisible();
    expect(await axeViolations(colleague)).toEqual([]);
    await colleague.getByRole('button', { name: 'Create your account' }).click();
    const address = colleague.getByLabel('Email address');
    await expect(address).toHaveValue(email);
    await expect(address).not.toBeEditable();
    await expect(colleague.getByLabel('Company name')).toHaveCount(0);
    await expect(colleague.getByLabel('LinkedIn profile')).toHaveCount(0);
    await colleague.getByLabel('First name').fill('Rohan');
    await colleague.getByLabel('Last name').fill('Mehta');
    await colleague.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng-pass!');
    await colleague.getByRole('textbox', { name: 'Confirm password' }).fill('Str0ng-pass!');
    await colleague.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await colleague.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await colleague.getByRole('checkbox', { name: /processing my personal data/ }).check();
    await colleague.getByLabel('Date of birth').fill('1992-08-03');
    expect(await axeViolations(colleague)).toEqual([]);
    await colleague.getByRole('button', { name: 'Join Acme Tech' }).click();

    // They land on the team's dashboard, approved through the organisation: no verification prompt or
    // banner, its jobs and applications.
    await expect(colleague).toHaveURL(/\/employer\/dashboard/);
    await expect(colleague.getByRole('button', { name: 'Post New Job' })).toBeVisible();
    await expect(colleague.getByRole('region', { name: 'Account verification' })).toHaveCount(0);
    await expect(colleague.getByRole('link', { name: 'Verify Account' })).toHaveCount(0);
    await colleague.getByRole('tab', { name: 'Jobs' }).click();
    await expect(colleague.getByText('Senior Backend Engineer (Node.js)').first()).toBeVisible();
    await colleague.getByRole('tab', { name: 'Applications' }).click();
    await colleague.getByLabel('Search applicants').fill(applicant.email);
    await expect(colleague).toHaveURL(/search=/);
    // The card is found by the applicant's address: a retry of this test adds a namesake applicant.
    const applicantCard = colleague.getByRole('listitem').filter({ hasText: applicant.email });
    await expect(
      applicantCard.getByRole('button', {
        name: `${applicant.firstName} ${applicant.lastName}`,
        exact: true,
      }),
    ).toBeVisible();
    await colleague.getByRole('tab', { name: 'Team' }).click();
    await expect(colleague.getByRole('tabpanel').getByText(email, { exact: true })).toBeVisible();

    // The owner sees them on the team and removes them, after confirming.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(invitations.getByText(email, { exact: true })).toHaveCount(0);

    // The owner's Team analytics lists the colleague with the rest of the team.
    await page.getByRole('link', { name: 'Team analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team analytics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Last 90 days' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /^Rohan / })).toBeVisible();
    await page.goBack();
    await row.getByRole('button', { name: `Remove ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove team member?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // The colleague's next request no longer acts for Acme Tech.
    await colleague.goto('/team');
    await expect(colleague.getByRole('heading', { name: 'Organization Not Found' })).toBeVisible();
    await context.close();
  });

  test('a Professional organisation invites two colleagues as recruiters and the third invitation is refused with the seat-limit message', async ({
    page,
    login,
    signUp,
    request,
    mailbox,
  }) => {
    const { owner, ownerToken, organizationId } = await employerOrganisation(request, signUp, {
      firstName: 'Kavya',
    });
    await putOnPlan(organizationId, { plan: 'PROFESSIONAL' });

    await login(owner);
    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'Team Members (1/3)' })).toBeVisible();
    await expect(page.getByText('1 of 3 seats used')).toBeVisible();
    const invitations = page.getByRole('region', { name: 'Pending Invitations' });

    const colleagues = [uniqueEmail('employer'), uniqueEmail('employer')];
    for (const email of colleagues) {
      await page.getByRole('button', { name: 'Invite Member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite Team Member' });
      // Professional's members are recruiters: no admin role is offered.
      await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['Recruiter']);
      await dialog.getByLabel('Email address').fill(email);
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();
      await expect(dialog).toBeHidden();
      await expect(invitations.getByText(email, { exact: true })).toBeVisible();
      await mailbox.waitFor({ to: email, subject: /invited you to join/ });
    }

    // Every seat is taken: the page refuses a third invitation with the spec's message, as the API does.
    await expect(page.getByText('3 of 3 seats used')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite Member' })).toBeDisabled();
    await expect(page.getByText(TEAM_MESSAGES.limitReached)).toBeVisible();
    const third = await request.post(`/api/v1/organizations/${organizationId}/invite`, {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: { email: uniqueEmail('employer'), role: 'recruiter' },
    });
    expect(third.status()).toBe(409);
    expect(((await third.json()) as { message: string }).message).toBe(TEAM_MESSAGES.limitReached);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('team-professional-desktop.png'), fullPage: true });

    // At 390 px the page still fits: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('3 of 3 seats used')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('team-professional-390.png'), fullPage: true });
  });
});

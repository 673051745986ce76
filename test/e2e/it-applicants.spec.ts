// Boundary: browser -> employer pipeline -> /api/v1/applications (list, open, applicant's profile) ->
// DynamoDB Local, for an organisation whose subscription is one IT application short of its limit: the
// subscription is put in the table as a verified payment leaves it (the payment itself has its own journey).
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import { applyAs, employerOrganisation, postJobAs, putOnPlan } from '../support/employer-organisation';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 240_000 });

test.describe('IT applicants', () => {
  test('an employer one IT application short of the limit opens one IT applicant in full; the next is locked with the upgrade prompt; a non-IT applicant is always full', async ({
    page,
    login,
    signUp,
    request,
  }) => {
    const {
      owner: employer,
      ownerToken: employerToken,
      organizationId,
    } = await employerOrganisation(request, signUp);

    const stamp = Date.now().toString(36);
    const itJob = await postJobAs(request, employerToken, `Platform Engineer ${stamp}`, 'IT');
    const salesJob = await postJobAs(request, employerToken, `Store Manager ${stamp}`, 'NON_IT');
    const [ananya, rohan, farah] = await Promise.all([
      signUp({ firstName: 'Ananya' }),
      signUp({ firstName: 'Rohan' }),
      signUp({ firstName: 'Farah' }),
    ]);
    await applyAs(request, ananya, itJob.id);
    await applyAs(request, rohan, itJob.id);
    await applyAs(request, farah, salesJob.id);

    // Professional, monthly, with 99 of its 100 IT applications used.
    await putOnPlan(organizationId, {
      plan: 'PROFESSIONAL',
      applicationLimit: 100,
      applicationsUsed: 99,
    });

    await login(employer);
    await page.goto('/employer/dashboard?tab=applications');
    await expect(page.getByText('3 applications')).toBeVisible();

    // The non-IT applicant in full, with no prompt.
    await expect(page.getByRole('button', { name: 'Farah Rao' })).toBeVisible();
    // Both IT applicants without their details, each with the opening that spends one application.
    const itCards = page.getByRole('listitem').filter({ hasText: 'IT applicant' });
    await expect(itCards).toHaveCount(2);
    await expect(page.getByText(/Ananya|Rohan/)).toHaveCount(0);
    await expect(itCards.first()).toContainText('1 remaining');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/it-applicants/available.png', fullPage: true });

    await itCards.first().getByRole('button', { name: 'Open application' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: /^(Ananya|Rohan) Rao$/ })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The limit is reached: the opened applicant stays in full, the other is locked with the upgrade.
    await expect(page.getByRole('button', { name: /^(Ananya|Rohan) Rao$/ })).toHaveCount(1);
    const locked = page.getByRole('listitem').filter({ hasText: 'IT applicant' });
    await expect(locked).toHaveCount(1);
    await expect(locked).toContainText(SUBSCRIPTION_MESSAGES.itLocked);
    await expect(locked.getByRole('button', { name: 'Open application' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Farah Rao' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/it-applicants/locked.png', fullPage: true });
    await locked.getByRole('link', { name: 'Upgrade Plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

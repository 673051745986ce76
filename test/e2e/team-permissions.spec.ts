// Boundary: browser -> team feature's permission controls -> /api/v1 (organizations, applications) ->
// DynamoDB Local: an Enterprise owner withholds a member's permission to open IT applicants and the
// member's pipeline shows why the applicant stays closed. The subscription and the membership are put in
// the table as a payment and an accepted invitation leave them (each has its own journey).
import { PERMISSION_TABLE } from '../../shared/teams/permissions';
import {
  addMember,
  applyAs,
  employerOrganisation,
  postJobAs,
  putOnPlan,
} from '../support/employer-organisation';
import { axeViolations } from './axe';
import { expect, test, viewerAddressFor } from './fixtures';
import { WEB_URL } from './stack';

test.describe.configure({ timeout: 240_000 });

test('an Enterprise owner withholds opening IT applicants from a member, and the member is told why', async ({
  page,
  browser,
  login,
  signUp,
  request,
}) => {
  const { owner, ownerToken, organizationId } = await employerOrganisation(request, signUp);
  const job = await postJobAs(request, ownerToken, `Platform Engineer ${Date.now().toString(36)}`, 'IT');
  await applyAs(request, await signUp({ firstName: 'Ananya' }), job.id);

  await putOnPlan(organizationId, { plan: 'ENTERPRISE' });
  // A colleague who accepted an invitation: an approved employer with a recruiter's membership.
  const member = await addMember(request, signUp, organizationId, { firstName: 'Rohan' });

  // The owner unticks 'Open IT applicants' for the member on the Team page (a phone's width) and saves.
  await page.setViewportSize({ width: 390, height: 844 });
  await login(owner);
  await page.goto('/team');
  const row = page.getByRole('row').filter({ hasText: member.email });
  await row.locator('summary', { hasText: 'Permissions' }).click();
  const openIt = row.getByRole('checkbox', { name: PERMISSION_TABLE.openItApplicants.label });
  await expect(openIt).toBeChecked();
  await expect(row.getByRole('checkbox', { name: PERMISSION_TABLE.buy.label })).not.toBeChecked();
  await openIt.uncheck();
  await row.getByRole('button', { name: /^Save permissions/ }).click();
  await expect(row.getByRole('status')).toHaveText('Permissions saved.');
  expect(await axeViolations(page)).toEqual([]);

  // The member's pipeline keeps the IT applicant closed, with the reason and no way to open it.
  const context = await browser.newContext({
    baseURL: WEB_URL,
    extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#member`) },
  });
  const colleague = await context.newPage();
  await login(member, { page: colleague });
  await colleague.goto('/employer/dashboard?tab=applications');
  const card = colleague.getByRole('listitem').filter({ hasText: 'IT applicant' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(PERMISSION_TABLE.openItApplicants.refusal);
  await expect(card.getByRole('button', { name: 'Open application' })).toHaveCount(0);
  await expect(colleague.getByText('Ananya')).toHaveCount(0);
  await context.close();
});

// Boundary: browser -> matching, jobs, profile and employer-pipeline features -> /api/v1 (matching, jobs, profile) -> DynamoDB Local, with Job Changed and the candidate's matching change through the local bus, and the invitation mail to the SES stand-in.
import { matchWording, nearMissCountText } from '../../shared/matching/display';
import { nearMissReason } from '../../shared/matching/near-miss';
import { scoreMatch } from '../../shared/matching/scorer';
import { PROFILE_API, type Profile } from '../../shared/profile/profile';
import { axeViolations } from './axe';
import { test, viewerAddressFor } from './fixtures';
import { expect, jobCard, postJob, storeResume, uniqueTitle } from './jobs-support';
import { fillProfileThroughApi } from './profile-support';
import { WEB_URL } from './stack';

test.describe.configure({ timeout: 240_000 });

/** The job postJob() sends (jobs-support.ts): 2-6 years, 14-22.5 LPA, full-time. */
const POSTED = { experienceMin: 2, salaryMin: 1_400_000, jobType: 'FULL_TIME', currency: 'INR' } as const;

/** What matching reads of the candidate's profile, as the profile service hands it over. */
function matchDataOf(profile: Profile) {
  return {
    skills: profile.technicalSkills,
    experienceYears: profile.experienceYears ?? 0,
    experienceLevel: profile.experienceLevel ?? 'entry',
    location: profile.location,
    preferredLocations: profile.preferredLocations,
    jobTypes: profile.jobTypes,
    hasEducation: profile.educations.length > 0 || Boolean(profile.degree),
    expectedSalaryMin: profile.expectedSalaryMin ?? 0,
    currency: profile.currency,
  };
}

test.describe('matching', () => {
  test('a candidate sees a newly posted matching job in Smart Jobs with its score and reasons, a higher minimum hides it; the employer finds and invites them, and the invitation is mailed; a raised salary expectation lists it under Also worth a look', async ({
    page,
    browser,
    login,
    signUp,
    request,
    mailbox,
  }) => {
    // A new candidate with a resume, a full public profile, and a salary expectation the job will meet.
    const account = await signUp({ firstName: 'Meera' });
    await login(account);
    await storeResume(page);
    await fillProfileThroughApi(request, account, { isPublic: true });
    const token = await page.evaluate(
      () =>
        sessionStorage.getItem('jobmatch.auth.accessToken') ??
        localStorage.getItem('jobmatch.auth.accessToken'),
    );
    const preferencesData = {
      isOpenToRemote: true,
      isOpenToHybrid: true,
      isOpenToOnSite: true,
      location: 'Thiruvananthapuram',
      preferredLocations: ['Bengaluru', 'Chennai'],
      jobTypes: ['FULL_TIME'],
      availability: '1 month',
      currentSalary: 1_000_000,
      expectedSalaryMin: 1_200_000,
      expectedSalaryMax: 2_000_000,
      currency: 'INR',
    };
    const preferences = await request.patch(`/api/v1${PROFILE_API.jobPreferences}`, {
      headers: { authorization: `Bearer ${token}` },
      data: preferencesData,
    });
    expect(preferences.ok(), await preferences.text()).toBe(true);
    const profile = ((await preferences.json()) as { data: Profile }).data;
    expect(profile.completion.canViewRecommendations).toBe(true);

    // Matching is off: the recommendations offer to turn it on. Smart Jobs, the same page's old name,
    // leads there.
    await page.goto('/smart-jobs');
    await expect(page).toHaveURL('/recommended-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended Jobs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Turn on job matching' })).toBeVisible();
    await page.getByRole('button', { name: 'Enable Matching' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search matches' })).toBeVisible();

    // The approved demo employer posts a job asking for two of the candidate's skills and one they lack.
    const { title, keyword } = uniqueTitle('Ledger Platform Engineer');
    const missingSkill = `Zq${keyword}`;
    const job = { title, location: 'Chennai, Tamil Nadu', skills: ['Java', 'Kafka', missingSkill] };
    const employerContext = await browser.newContext({
      baseURL: WEB_URL,
      extraHTTPHeaders: { 'CloudFront-Viewer-Address': viewerAddressFor(`${test.info().testId}#employer`) },
    });
    const employer = await employerContext.newPage();
    await login('employer', { page: employer });
    await employer.goto('/employer/dashboard');
    await employer.getByRole('button', { name: 'Post New Job' }).click();
    await postJob(employer, job);

    // The expected score comes from the shared scorer: designed to land between 70 and 89.
    const expected = scoreMatch(
      matchDataOf(profile),
      {
        ...POSTED,
        skills: job.skills,
        location: job.location,
        isRemote: false,
        isActive: true,
        expiresAt: null,
      },
      new Date(),
    );
    expect(expected.eligible).toBe(true);
    expect(expected.matchPercentage).toBeGreaterThanOrEqual(70);
    expect(expected.matchPercentage).toBeLessThan(90);

    // The match is stored by the job's event: Refresh until it shows, searched by the job's keyword.
    await page.getByRole('searchbox', { name: 'Search matches' }).fill(keyword);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`search=${keyword}`));
    const card = page.getByTestId('match-card').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(card.getByText(`${expected.matchPercentage}%`, { exact: true })).toBeVisible();
    // One vocabulary: the badge's band and the heading are the same word, on the card and the job page.
    const wording = matchWording(expected.matchPercentage);
    expect(expected.matchExplanation).toBe(wording.heading);
    await expect(card.getByText(wording.band, { exact: true })).toBeVisible();
    await expect(card.getByTestId('match-explanation')).toHaveText(
      `${wording.heading}. ${wording.explanation}`,
    );
    await card.screenshot({ path: 'test-results/matching/card-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: 'test-results/matching/card-390.png' });
    await page.setViewportSize({ width: 1280, height: 720 });
    for (const reason of expected.matchReasons) {
      await expect(card.getByRole('list', { name: 'Why it matches' }).getByText(reason)).toBeVisible();
    }
    await expect(card.getByRole('list', { name: 'Your matching skills' })).toContainText('Java');
    await expect(card.getByRole('list', { name: 'Skills to add' })).toHaveText(missingSkill);
    expect(await axeViolations(page)).toEqual([]);

    // A minimum of 90 hides it; 'Lower Match Threshold' brings it back at 70.
    await page.getByLabel('Minimum match').selectOption('90');
    await expect(page).toHaveURL(/minMatch=90/);
    await expect(page.getByRole('heading', { name: 'No matching jobs found' })).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: 'Lower Match Threshold' }).click();
    await expect(card).toBeVisible();

    // The job page shows the same match and why.
    await card.getByRole('link', { name: 'View Job' }).click();
    const yourMatch = page.getByTestId('job-match');
    await expect(yourMatch.getByRole('heading', { name: 'Your match' })).toBeVisible();
    await expect(yourMatch.getByText(`${expected.matchPercentage}%`, { exact: true })).toBeVisible();
    await expect(yourMatch.getByText(wording.band, { exact: true })).toBeVisible();
    await expect(yourMatch.getByTestId('match-explanation')).toHaveText(
      `${wording.heading}. ${wording.explanation}`,
    );
    await yourMatch.screenshot({ path: 'test-results/matching/detail-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await yourMatch.screenshot({ path: 'test-results/matching/detail-390.png' });
    await page.setViewportSize({ width: 1280, height: 720 });
    for (const reason of expected.matchReasons) {
      await expect(yourMatch.getByRole('list', { name: 'Why it matches' }).getByText(reason)).toBeVisible();
    }
    await expect(yourMatch.getByRole('list', { name: 'Skills you lack' })).toHaveText(missingSkill);

    // Home shows the best of them, with the way to all.
    await page.goto('/');
    const top = page.getByRole('region', { name: 'Your top matches' });
    await expect(top.getByTestId('match-card').first()).toBeVisible();
    await expect(top.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/recommended-jobs');

    // The employer finds the candidate among the job's matching candidates and invites them.
    await employer.goto('/my-jobs');
    await jobCard(employer, title)
      .getByRole('link', { name: /^View applications \(0\)/ })
      .click();
    await employer.getByRole('tab', { name: 'Matching candidates' }).click();
    await expect(employer).toHaveURL(/view=matching/);
    const row = employer
      .getByRole('listitem')
      .filter({ has: employer.locator(`a[href="/profile/${profile.userId}"]`) });
    await expect(row.getByText(`${expected.matchPercentage}%`, { exact: true })).toBeVisible();
    expect(await axeViolations(employer)).toEqual([]);
    await row.getByRole('button', { name: 'Invite to apply' }).click();
    await expect(row.getByText('Invited')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Invite to apply' })).toHaveCount(0);

    const mail = await mailbox.waitFor({ to: account.email, subject: /invites you to apply/ });
    expect(mail.subject).toContain(title);

    // The recommendations are for job seekers: the employer is refused there, not redirected.
    await employer.goto('/smart-jobs');
    await expect(employer.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(employer.getByText('This page is only available for job seekers.')).toBeVisible();
    await employerContext.close();

    // Raising the expectation to 15 LPA above the job's 14 LPA minimum takes it out of the matches; its
    // range still reaches 15, so it is listed apart under 'Also worth a look', with the reason.
    const raised = await request.patch(`/api/v1${PROFILE_API.jobPreferences}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { ...preferencesData, expectedSalaryMin: 1_500_000 },
    });
    expect(raised.ok(), await raised.text()).toBe(true);
    const reason = nearMissReason({
      candidate: { expectedSalaryMin: 1_500_000, currency: 'INR' },
      job: { salaryMin: POSTED.salaryMin, salaryMax: 2_250_000, currency: 'INR' },
    });
    expect(reason).toBe('pays ₹14L - ₹22.5L; your minimum is ₹15L');
    await page.goto(`/recommended-jobs?search=${keyword}`);
    const alsoWorthALook = page.getByRole('region', { name: 'Also worth a look' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(alsoWorthALook).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('heading', { name: 'No matching jobs found' })).toBeVisible();
    await expect(page.getByText(`${nearMissCountText(1)}: see Also worth a look below.`)).toBeVisible();
    const nearMiss = alsoWorthALook.getByRole('article', { name: title });
    await expect(nearMiss.getByText('Pays ₹14L - ₹22.5L; your minimum is ₹15L')).toBeVisible();
    // Not a match: no percentage on it.
    await expect(nearMiss.getByText(`${expected.matchPercentage}%`, { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('match-card')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

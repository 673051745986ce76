// Boundary: browser -> /profile edit modals -> profile API (PATCH sections; POST/PUT/DELETE entries) -> DynamoDB Local, and back after a reload.
import { PROFILE_MESSAGES } from '../../shared/profile/schemas';
import { expect, test } from './fixtures';
import { card, completionOf, dialog, save, waitForProfile } from './profile-support';

// The profile page asks for the avatar, which answers 404 while there is none (spec section 7).
test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

test.describe('editing the own profile', () => {
  // Each test signs up and drives several pages against the whole local stack.
  test.describe.configure({ timeout: 90_000 });

  test('a new candidate fills every section through the page, sees completion rise, and finds it all after a reload', async ({
    page,
    signUp,
    login,
  }) => {
    // Nine modals, one after another, each saved against the real API.
    test.setTimeout(120_000);
    const account = await signUp();
    await login(account);
    await page.goto('/profile');
    await waitForProfile(page);
    await expect(
      page.getByRole('heading', { level: 1, name: `${account.firstName} ${account.lastName}` }),
    ).toBeVisible();

    const seen = [await completionOf(page)];
    const completionRose = async () => {
      await expect.poll(() => completionOf(page)).toBeGreaterThan(seen.at(-1) ?? 0);
      seen.push(await completionOf(page));
    };

    // Header: the title and a summary of 50+ characters complete the basic information.
    await page.getByRole('button', { name: 'Edit profile header' }).click();
    let modal = dialog(page, 'Edit profile header');
    await expect(modal.getByLabel('First name')).toBeFocused();
    await modal.getByLabel('Professional title').fill('Backend Developer');
    await modal.getByLabel('Location').fill('Pune, Maharashtra');
    await modal
      .getByLabel('Professional summary')
      .fill('Backend developer who builds reliable APIs for Indian e-commerce and logistics companies.');
    await save(page, modal, 'Header section has been updated successfully');
    await expect(page.getByText('Profile Updated').first()).toBeVisible();
    await completionRose();

    // Job preferences: work preference, location, availability, salaries (shown in INR and LPA), types.
    await page.getByRole('button', { name: 'Edit job preferences' }).click();
    modal = dialog(page, 'Edit job preferences');
    await modal.getByLabel('Remote').check();
    // The header's location and this one are the same field of the profile.
    await expect(modal.getByLabel('Current location')).toHaveValue('Pune, Maharashtra');
    await modal.getByLabel('Availability').selectOption('1 month');
    const preferred = modal.getByRole('textbox', { name: 'Preferred locations' });
    await preferred.fill('Bengaluru');
    await preferred.press('Enter');
    await preferred.fill('Hyderabad');
    await preferred.press('Enter');
    await preferred.fill('bengaluru');
    await preferred.press('Enter');
    await expect(modal.getByText('This location is already in your list')).toBeVisible();
    await preferred.fill('');
    await modal.getByLabel('Full-time').check();
    // Salaries in LPA, as jobs show them; each is read back in rupees.
    await modal.getByLabel('Current salary (LPA)').fill('9');
    await expect(modal.getByText('₹9,00,000 (9 LPA)')).toBeVisible();
    await modal.getByLabel('Expected salary, minimum (LPA)').fill('12');
    await modal.getByLabel('Expected salary, maximum (LPA)').fill('15.5');
    await expect(modal.getByText('₹15,50,000 (15.5 LPA)')).toBeVisible();
    await save(page, modal, 'Job Preferences section has been updated successfully');
    await completionRose();

    // Skills: three technical skills (typed, trimmed, one left in the box is kept on Save) and languages.
    await page.getByRole('button', { name: 'Edit skills' }).click();
    modal = dialog(page, 'Edit skills');
    await modal.getByLabel('Current role').fill('Backend Developer');
    const skills = modal.getByRole('textbox', { name: 'Technical skills' });
    for (const skill of ['  Node.js ', 'PostgreSQL']) {
      await skills.fill(skill);
      await skills.press('Enter');
    }
    await skills.fill('Docker');
    const languages = modal.getByRole('textbox', { name: 'Languages' });
    await languages.fill('Marathi');
    await modal.getByRole('button', { name: 'Add language' }).click();
    await save(page, modal, 'Skills section has been updated successfully');
    await completionRose();

    // Experience summary: a band and a position title typed after choosing Other.
    await page.getByRole('button', { name: 'Edit experience' }).click();
    modal = dialog(page, 'Edit experience');
    await modal.getByLabel('Total experience').selectOption({ label: '3-5 years' });
    await modal.getByLabel('Current job title').selectOption('Other');
    await modal.getByLabel('Specify job title').fill('Platform Engineer');
    await modal.getByLabel('Current company').fill('Example Logistics');
    await modal.getByLabel('Industry').fill('Logistics');
    await save(page, modal, 'Experience section has been updated successfully');
    await completionRose();

    // Work experience: a current job sends endDate null and hides the end date.
    await page.getByRole('button', { name: 'Add experience' }).click();
    modal = dialog(page, 'Add work experience');
    await modal.getByLabel('Position').fill('Software Engineer');
    await modal.getByLabel('Company name').fill('Example Logistics');
    await modal.getByLabel('Location').fill('Pune');
    await modal.getByLabel('Start date').fill('2021-07');
    await modal.getByLabel('End date').fill('2022-01');
    await modal.getByLabel('I currently work here').check();
    await expect(modal.getByLabel('End date')).toBeHidden();
    await modal.getByLabel('Description').fill('Builds the shipment tracking API.');
    await modal.getByLabel('Key achievements').fill('Halved API latency\nLed the move to PostgreSQL');
    const added = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/profile/work-experience'),
    );
    await modal.getByRole('button', { name: 'Save' }).click();
    expect((await added).postDataJSON()).toMatchObject({
      isCurrent: true,
      endDate: null,
      startDate: '2021-07',
    });
    await expect(page.getByText('Work experience added successfully')).toBeVisible();
    await expect(modal).toBeHidden();
    await completionRose();

    // Education: 'Other' as degree shows a field whose text is what gets saved.
    await page.getByRole('button', { name: 'Add education' }).click();
    modal = dialog(page, 'Add education');
    await modal.getByLabel('Institution').fill('College of Engineering Pune');
    await expect(modal.getByLabel('Specify degree')).toBeHidden();
    await modal.getByRole('combobox', { name: 'Degree', exact: true }).selectOption('Other');
    await modal.getByLabel('Specify degree').fill('B.Voc');
    await modal.getByLabel('Field of study').selectOption('Computer Science');
    await modal.getByLabel('Start date').fill('2015-08');
    await modal.getByLabel('End date').fill('2019-05');
    await modal.getByLabel('Grade').fill('8.1 CGPA');
    await save(page, modal, 'Education added successfully');
    await completionRose();

    // Certifications, links and additional information do not count towards completion, but are saved.
    await page.getByRole('button', { name: 'Add certification' }).click();
    modal = dialog(page, 'Add certification');
    await modal.getByLabel('Certification name').fill('Certified Kubernetes Application Developer');
    await modal.getByLabel('Issuing organisation').fill('The Linux Foundation');
    await modal.getByLabel('Issue date').fill('2023-02');
    await save(page, modal, 'Certification added successfully');

    await page.getByRole('button', { name: 'Edit links' }).click();
    modal = dialog(page, 'Edit links');
    await modal.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/asha-rao-example');
    await modal.getByLabel('GitHub profile').fill('https://github.com/asha-rao-example');
    await save(page, modal, 'Links section has been updated successfully');

    await page.getByRole('button', { name: 'Edit additional information' }).click();
    modal = dialog(page, 'Edit additional information');
    // Nothing is presumed: the candidate says whether they may work in India.
    await expect(modal.getByLabel('Work authorization')).toHaveValue('');
    await modal.getByLabel('Work authorization').selectOption('Authorized to work in India');
    await modal.getByLabel('Gender').selectOption('Female');
    await save(page, modal, 'Additional Information section has been updated successfully');

    // Everything but the resume (which comes with the files feature): 85 of the 110 weight points.
    expect(await completionOf(page)).toBe(77);
    await expect(page.getByRole('button', { name: 'Enable Matching' })).toBeHidden();

    await page.reload();
    await waitForProfile(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
    expect(await completionOf(page)).toBe(77);
    const header = card(page, 'Asha Rao');
    await expect(header).toContainText('Backend Developer');
    await expect(header).toContainText('Pune, Maharashtra');
    await expect(header).toContainText('reliable APIs for Indian e-commerce');

    const preferences = card(page, 'Job Preferences');
    await expect(preferences).toContainText('Remote');
    await expect(preferences).toContainText('Bengaluru, Hyderabad');
    await expect(preferences).toContainText('Full-time');
    await expect(preferences).toContainText('1 month');
    await expect(preferences).toContainText('₹9,00,000 (9 LPA)');
    await expect(preferences).toContainText('₹12,00,000 - ₹15,50,000 (12-15.5 LPA)');

    const skillsCard = card(page, 'Skills');
    for (const text of ['Node.js', 'PostgreSQL', 'Docker', 'Marathi']) {
      await expect(skillsCard.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    }

    const experience = card(page, 'Experience');
    await expect(experience).toContainText('3-5 years');
    await expect(experience).toContainText('Platform Engineer');
    await expect(experience).toContainText('Logistics');

    const work = card(page, 'Work Experience');
    await expect(work.getByRole('heading', { name: 'Software Engineer' })).toBeVisible();
    await expect(work).toContainText('Jul 2021 - Present');
    await expect(work).toContainText('Halved API latency');

    const education = card(page, 'Education');
    await expect(education.getByRole('heading', { name: 'B.Voc, Computer Science' })).toBeVisible();
    await expect(education).toContainText('Aug 2015 - May 2019');
    await expect(education).toContainText('8.1 CGPA');

    await expect(card(page, 'Certifications')).toContainText('Issued Feb 2023');
    await expect(
      card(page, 'Links').getByRole('link', { name: /linkedin\.com\/in\/asha-rao-example/ }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/in/asha-rao-example');
    await expect(card(page, 'Additional Information')).toContainText('Female');

    // The edit modal starts from what was saved, with 'Other' entries split back into choice and text.
    await page.getByRole('button', { name: 'Edit experience' }).click();
    modal = dialog(page, 'Edit experience');
    await expect(modal.getByLabel('Current job title')).toHaveValue('Other');
    await expect(modal.getByLabel('Specify job title')).toHaveValue('Platform Engineer');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });

  test('bad input is refused with the spec messages; an edit and a confirmed delete update the page', async ({
    page,
    signUp,
    login,
  }) => {
    test.setTimeout(90_000);
    const account = await signUp();
    await login(account);
    await page.goto('/profile');
    await waitForProfile(page);

    // Work experience: required fields, then an end before the start.
    await page.getByRole('button', { name: 'Add experience' }).click();
    let modal = dialog(page, 'Add work experience');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText(PROFILE_MESSAGES.companyRequired)).toBeVisible();
    await expect(modal.getByText(PROFILE_MESSAGES.positionRequired)).toBeVisible();
    await expect(modal.getByText(PROFILE_MESSAGES.startRequired)).toBeVisible();
    await expect(modal.getByLabel('Position')).toBeFocused();

    await modal.getByLabel('Position').fill('Data Analyst');
    await modal.getByLabel('Company name').fill('Example Retail');
    await modal.getByLabel('Start date').fill('2022-05');
    await modal.getByLabel('End date').fill('2021-01');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText(PROFILE_MESSAGES.endAfterStart)).toBeVisible();
    await expect(modal.getByLabel('End date')).toHaveAttribute('aria-invalid', 'true');
    await modal.getByLabel('End date').fill('2023-01');
    await save(page, modal, 'Work experience added successfully');
    await expect(card(page, 'Work Experience')).toContainText('May 2022 - Jan 2023');

    // Editing the entry: making it current hides and clears the end date.
    await page.getByRole('button', { name: 'Edit Data Analyst at Example Retail' }).click();
    modal = dialog(page, 'Edit work experience');
    await expect(modal.getByLabel('End date')).toHaveValue('2023-01');
    await modal.getByLabel('I currently work here').check();
    await expect(modal.getByLabel('End date')).toBeHidden();
    await save(page, modal, 'Work experience updated successfully');
    await expect(card(page, 'Work Experience')).toContainText('May 2022 - Present');

    // Links: a bad address shows the message while typing and keeps Save disabled until fixed.
    await page.getByRole('button', { name: 'Edit links' }).click();
    modal = dialog(page, 'Edit links');
    await modal.getByLabel('Portfolio website').fill('my portfolio');
    await expect(modal.getByText(PROFILE_MESSAGES.urlInvalid)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await modal.getByLabel('Portfolio website').fill('https://portfolio.example.com');
    await expect(modal.getByText(PROFILE_MESSAGES.urlInvalid)).toBeHidden();
    await save(page, modal, 'Links section has been updated successfully');
    await expect(card(page, 'Links').getByRole('link', { name: 'portfolio.example.com' })).toBeVisible();

    // Education: 'Other' without naming it is refused under the specify field; then a delete, confirmed.
    await page.getByRole('button', { name: 'Add education' }).click();
    modal = dialog(page, 'Add education');
    await modal.getByLabel('Institution').fill('Example Institute of Technology');
    await modal.getByRole('combobox', { name: 'Degree', exact: true }).selectOption('Other');
    await modal.getByLabel('Start date').fill('2016-07');
    await modal.getByLabel('I currently study here').check();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByLabel('Specify degree')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByText(PROFILE_MESSAGES.degreeRequired)).toBeVisible();
    await modal.getByRole('combobox', { name: 'Degree', exact: true }).selectOption('MCA');
    await save(page, modal, 'Education added successfully');
    const education = card(page, 'Education');
    await expect(education.getByRole('heading', { name: 'MCA' })).toBeVisible();
    await expect(education).toContainText('Jul 2016 - Present');

    await page.getByRole('button', { name: 'Delete MCA at Example Institute of Technology' }).click();
    const confirm = dialog(page, 'Delete education?');
    await expect(confirm).toContainText('permanent and cannot be undone');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(education.getByRole('heading', { name: 'MCA' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete MCA at Example Institute of Technology' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Education deleted successfully')).toBeVisible();
    await expect(education).toContainText('No education added yet.');

    await page.reload();
    await waitForProfile(page);
    await expect(card(page, 'Education')).toContainText('No education added yet.');
    await expect(card(page, 'Work Experience')).toContainText('May 2022 - Present');
  });
});

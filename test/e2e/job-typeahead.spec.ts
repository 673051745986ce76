// Boundary: browser -> /jobs keyword box (combobox loaded on first use) -> /api/v1/jobs/suggest -> the
// typeahead index kept by Job Changed through the local bus; a pick -> /jobs/search results.
import { axeViolations } from './axe';
import { apiToken, approveEmployer, test } from './fixtures';
import { expect, jobCard, uniqueTitle } from './jobs-support';

test('a visitor types, moves through the suggestions with the arrows, picks a skill with Enter and a city with a tap', async ({
  browser,
  page,
  request,
  signUp,
}) => {
  const employer = await signUp({ role: 'employer', firstName: 'Kavya' });
  await approveEmployer(request, employer);
  const { title, keyword } = uniqueTitle('Typeahead Engineer');
  const skill = `${keyword}kit`;
  const posted = await request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${await apiToken(request, employer)}` },
    data: {
      title,
      description: 'Build the search box our candidates type into every day, with a small team in Pune.',
      requirements: 'React',
      responsibilities: '',
      benefits: '',
      jobType: 'FULL_TIME',
      location: 'Pune, Maharashtra',
      isRemote: false,
      isHybrid: false,
      salaryMin: 1_000_000,
      salaryMax: 1_500_000,
      currency: 'INR',
      experienceMin: 1,
      experienceMax: 4,
      contactEmail: null,
      skills: [skill, 'React'],
      category: 'IT',
      function: 'engineering',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  // The typeahead follows the Job Changed event through the bus.
  await expect
    .poll(async () => (await (await request.get(`/api/v1/jobs/suggest?q=${keyword}`)).json()).data.length)
    .toBe(2);

  await page.goto('/');
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const guest = await visitor.newPage();
  await guest.goto('/jobs');
  const box = guest.getByRole('combobox', { name: 'Search jobs' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.pressSequentially(keyword.slice(0, 6));
  await box.pressSequentially(keyword.slice(6));
  const list = guest.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option')).toHaveText([
    new RegExp(`^${skill} Skill · 1 job$`),
    new RegExp(`^${title} Job title · 1 job$`),
  ]);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(guest)).toEqual([]);

  // Arrows move the active option (the box keeps focus); Escape closes the list and keeps the text.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const titleOption = list.getByRole('option', { name: new RegExp(`^${title} `) });
  await expect(titleOption).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await titleOption.getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(keyword);
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await box.press('ArrowUp');
  await expect(list.getByRole('option', { name: new RegExp(`^${skill} `) })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Enter picks the skill: it goes to the Skills filter and the search runs as that filter's would.
  await box.press('Enter');
  await expect(guest).toHaveURL(new RegExp(`[?&]skills=${skill}(&|$)`));
  await expect(box).toHaveValue('');
  await expect(guest.getByRole('textbox', { name: 'Skills' })).toHaveValue(skill);
  await expect(jobCard(guest, title)).toBeVisible();
  await expect(guest.getByRole('status').filter({ hasText: /^1 job$/ })).toBeVisible();

  // A tap on a city, found by its old spelling, sets the location filter to the city's name.
  await box.fill('poon');
  await guest.getByRole('option', { name: /^Pune City · / }).click();
  await expect(guest).toHaveURL(/[?&]location=Pune(&|$)/);
  await expect(guest.getByRole('combobox', { name: 'Location' })).toHaveValue('Pune');
  await expect(jobCard(guest, title)).toBeVisible();
  await visitor.close();
});

// Boundary: the home page's profile card as rendered markup: what it tells a candidate at each stage of completion.
import { type CompletionInput, computeCompletion } from '@shared/profile/completion';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticRouter } from '@/lib/router';
import { HomeProfileBody } from './home-profile-card';

const full: CompletionInput = {
  firstName: 'Anil',
  lastName: 'Kumar',
  headline: 'Data Analyst',
  summary: 'Data analyst with four years of SQL and Python in retail banking.',
  hasResume: true,
  salaryExpectation: { min: 600_000, max: 900_000, currency: 'INR' },
  experienceYears: 4,
  experienceLevel: 'mid',
  skills: ['SQL', 'Python', 'Tableau'],
  workExperienceCount: 1,
  educationCount: 1,
  jobTypes: ['FULL_TIME'],
  preferredLocations: ['Pune'],
};

function render(input: CompletionInput): string {
  const html = renderToStaticMarkup(
    <StaticRouter location="/">
      <HomeProfileBody completion={computeCompletion(input)} />
    </StaticRouter>,
  );
  // Text as a reader meets it: tags dropped, React's text separators gone.
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('HomeProfileBody', () => {
  it("offers a 'Complete' profile with a short summary a tip to lengthen it, not to complete the profile", () => {
    const text = render({ ...full, summary: 'Analyst who likes SQL.' });
    expect(text).toContain('86%');
    expect(text).toContain('Complete');
    expect(text).toContain('Tip: Lengthen your summary');
    expect(text).toContain('Lengthen your summary to at least 50 characters (it has 22).');
    expect(text).toContain('Improve your profile');
    expect(text).not.toMatch(/Next step|Complete your profile|headline/i);
  });

  it('gives a profile in progress its next step and the way to complete it', () => {
    const text = render({ ...full, hasResume: false });
    expect(text).toContain('In Progress');
    expect(text).toContain('Next step: Upload your resume');
    expect(text).toContain('Complete your profile');
  });

  it('only shows a full profile the way to it', () => {
    const text = render(full);
    expect(text).toContain('Your profile is complete.');
    expect(text).toContain('View your profile');
    expect(text).not.toMatch(/Tip:|Next step/);
  });
});

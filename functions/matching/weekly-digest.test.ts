// Boundary: the candidates' weekly best new matches: a candidate's choice saved through the API (and its
// roster), matches stored by the real Job Changed consumer on the local bus, the Monday run against
// DynamoDB Local and the SES stand-in.
import { describe, expect, it } from 'vitest';
import { callApi, waitForMail } from '../../test/support/api';
import { employerWithCompany } from '../../test/support/marketplace';
import { postJob } from '../../test/support/marketplace-cast';
import { eventually, matchingCandidate, recommendationsOf, uniqueSkill } from '../../test/support/matching';
import { optedIn } from '../model/opt-in-roster';
import { mailWeeklyMatches, WEEKLY_MATCHES, weekOf } from './weekly-digest';

const weeklyMails = async (to: string, count = 1, timeoutMs = 10_000) =>
  (await waitForMail(to, count, timeoutMs)).filter((mail) => mail.subject.includes('best new match'));

describe("the candidates' weekly best new matches", () => {
  it('mails those who chose it their best new matches with the reasons, once a week, and nobody else', async () => {
    const skill = uniqueSkill();
    const chooser = await matchingCandidate({ skills: [skill, 'TypeScript', 'Docker'] });
    const other = await matchingCandidate({ skills: [skill, 'TypeScript'] });
    const saved = await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: chooser.headers,
      body: { weeklyMatches: 'on' },
    });
    expect(saved.json.data).toMatchObject({ weeklyMatches: 'on' });
    expect(await optedIn('weeklyMatches')).toContain(chooser.record.id);
    expect(await optedIn('weeklyMatches')).not.toContain(other.record.id);

    const employer = await employerWithCompany();
    const best = await postJob(employer, { title: `${skill} Lead`, skills: [skill, 'TypeScript', 'Docker'] });
    const next = await postJob(employer, { title: `${skill} Engineer`, skills: [skill, 'Kafka'] });
    await eventually(
      () => recommendationsOf(chooser),
      (page) => [best.id, next.id].every((id) => page.matches.some((match) => match.job.id === id)),
    );

    const monday = new Date('2026-11-30T03:30:00.000Z');
    const now = new Date();
    await mailWeeklyMatches(now);
    await mailWeeklyMatches(now);
    const mails = await weeklyMails(chooser.record.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.body.text ?? '';
    console.info(
      `--- The weekly matches as ${chooser.record.email} reads them ---\n${mails[0]?.subject}\n\n${text}`,
    );
    expect(text).toMatch(/^Hello \S+,/);
    expect(text.indexOf(`${best.title}, `)).toBeGreaterThan(0);
    expect(text.indexOf(`${best.title}, `)).toBeLessThan(text.indexOf(`${next.title}, `));
    expect(text).toMatch(new RegExp(`- Matching skills: ${skill}, TypeScript, Docker`));
    expect(text).toContain('/recommended-jobs');
    expect(mails[0]?.headers?.some((header) => header.name === 'List-Unsubscribe')).toBe(true);
    expect(await weeklyMails(other.record.email, 1, 500)).toEqual([]);

    // Turned off, they leave the roster and the next week's run.
    await callApi('/notifications/preferences', {
      method: 'PUT',
      headers: chooser.headers,
      body: { weeklyMatches: 'off' },
    });
    expect(await optedIn('weeklyMatches')).not.toContain(chooser.record.id);
    expect(weekOf(monday)).toBe('2026-11-30');
    expect(weekOf(new Date('2026-12-06T18:00:00.000Z'))).toBe('2026-11-30');
    expect(WEEKLY_MATCHES.count).toBe(10);
  });
});

// Boundary: the closure guarantee through the local API host, the event bus and the EventBridge Scheduler
// stand-in (one-shot schedules, run early for the schedules a test names) -> DynamoDB Local and the SES
// stand-in.
import { GetScheduleCommand } from '@aws-sdk/client-scheduler';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_DAYS, CLOSURE_MESSAGES } from '../../shared/jobs/closure';
import type { Application, ApplicationStatusChange } from '../../shared/jobs/types';
import { callApi, waitForMail } from '../../test/support/api';
import { candidate, type TestAccount } from '../../test/support/marketplace';
import { employersAndAdmin, postJob, type TestEmployer } from '../../test/support/marketplace-cast';
import { schedulerClient } from '../platform/clients/scheduler';
import { config } from '../platform/config';
import { lambdaContext } from '../platform/local/lambda-context';
import { atExpressionOf } from '../platform/one-shot-schedules';
import { APPLICATION_CLOSURE_DUE, closeUnanswered, closureScheduleName } from './closure';
import { applicationEventRules } from './routes';

const DAY = 86_400_000;

/** The schedule's `at(...)` instant, or null once it is gone. */
async function scheduledAt(applicationId: string): Promise<string | null> {
  try {
    const schedule = await schedulerClient().send(
      new GetScheduleCommand({ Name: closureScheduleName(applicationId), GroupName: config.scheduleGroup }),
    );
    return /^at\((.+)\)$/.exec(schedule.ScheduleExpression ?? '')?.[1] ?? null;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return null;
    throw error;
  }
}

/** Waits until the bus's consumer has made the schedule say `expected` (an instant, or null: none). */
async function untilScheduled(applicationId: string, expected: (at: string | null) => boolean) {
  for (let tries = 0; ; tries++) {
    const at = await scheduledAt(applicationId);
    if (expected(at)) return at;
    if (tries > 100) throw new Error(`The closure schedule of ${applicationId} stayed at ${at}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The Scheduler stand-in runs the named schedules that are due at `at`, as if its clock read `at`. */
async function runDue(at: Date, applicationId: string): Promise<string[]> {
  const response = await fetch(`${process.env.AWS_ENDPOINT_URL_SCHEDULER}/_local/run-due`, {
    method: 'POST',
    body: JSON.stringify({ at: at.toISOString(), names: [closureScheduleName(applicationId)] }),
  });
  return ((await response.json()) as { ran: string[] }).ran;
}

describe('closure guarantee', () => {
  let employer: TestEmployer;

  beforeAll(async () => {
    ({ employer } = await employersAndAdmin());
  });

  async function applied(): Promise<{ person: TestAccount; application: Application; title: string }> {
    const job = await postJob(employer);
    const person = await candidate();
    const response = await callApi('/applications', {
      method: 'POST',
      headers: person.headers,
      body: { jobId: job.id },
    });
    expect(response.status).toBe(201);
    return { person, application: response.json.data as Application, title: job.title };
  }

  const move = (id: string, status: string) =>
    callApi(`/applications/${id}`, { method: 'PUT', headers: employer.headers, body: { status } });

  const ownApplication = async (person: TestAccount, id: string) =>
    (
      (await callApi('/candidates/applications', { headers: person.headers })).json.data as Application[]
    ).find((item) => item.id === id);

  it(`closes an unanswered application after ${CLOSURE_DAYS} days, once under a duplicate, mails once, and the employer reopens it`, async () => {
    const { person, application, title } = await applied();
    const due = new Date(Date.parse(application.appliedAt) + CLOSURE_DAYS * DAY);
    expect(await untilScheduled(application.id, (at) => at !== null)).toBe(atExpressionOf(due));

    // A minute early, nothing runs and the schedule stays.
    expect(await runDue(new Date(due.getTime() - 60_000), application.id)).toEqual([]);
    expect(await runDue(new Date(due.getTime() + 1_000), application.id)).toEqual([
      closureScheduleName(application.id),
    ]);
    const closed = await ownApplication(person, application.id);
    expect(closed?.status).toBe('closed');
    const history = (closed as Application & { history: ApplicationStatusChange[] }).history;
    expect(history.at(-1)).toMatchObject({ from: 'applied', to: 'closed' });
    // Run once, the schedule is gone (it deletes itself, as ActionAfterCompletion DELETE does in AWS).
    expect(await scheduledAt(application.id)).toBeNull();

    // Scheduler delivering the same schedule again changes nothing and mails nothing more.
    const fn = applicationEventRules.find((rule) => rule.fn.name === 'application-closures')?.fn;
    if (!fn) throw new Error('no closure function in the rule table');
    const self = lambdaContext(fn).invokedFunctionArn;
    const repeat = await closeUnanswered(
      { applicationId: application.id, lastChangeAt: application.appliedAt },
      new Date(due.getTime() + 1_000),
      self,
    );
    expect(repeat).toBe('already closed');
    const mails = (await waitForMail(person.record.email, 3, 1_500)).filter((mail) =>
      mail.subject.includes('has been closed'),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([`Your application for ${title} has been closed`]);
    expect(mails[0]?.body.text).toContain(`in ${CLOSURE_DAYS} days`);
    expect(APPLICATION_CLOSURE_DUE).toBe('Application Closure Due');

    // The employer sees it closed in the active pipeline, may not set Closed themselves, and reopens it.
    const pipeline = (
      await callApi(`/applications?jobId=${application.jobId}`, { headers: employer.headers })
    ).json.data as { content: { id: string; status: string }[] };
    expect(pipeline.content.find((row) => row.id === application.id)?.status).toBe('closed');
    const refused = await move(application.id, 'closed');
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(CLOSURE_MESSAGES.notSettable);
    expect((await move(application.id, 'reviewed')).status).toBe(200);
    await untilScheduled(application.id, (at) => at !== null && Date.parse(`${at}Z`) > due.getTime());
  });

  it('a status change before the day cancels or moves the closure', async () => {
    const first = await applied();
    const firstDue = new Date(Date.parse(first.application.appliedAt) + CLOSURE_DAYS * DAY);
    await untilScheduled(first.application.id, (at) => at !== null);
    expect((await move(first.application.id, 'shortlisted')).status).toBe(200);
    await untilScheduled(first.application.id, (at) => at === null);
    expect(await runDue(new Date(firstDue.getTime() + 2 * DAY), first.application.id)).toEqual([]);
    expect((await ownApplication(first.person, first.application.id))?.status).toBe('shortlisted');

    // Reviewed still awaits the employer: the days start again from the review.
    const second = await applied();
    const secondDue = Date.parse(second.application.appliedAt) + CLOSURE_DAYS * DAY;
    const applying = await untilScheduled(second.application.id, (at) => at !== null);
    // Schedules are whole seconds: the review comes a couple of seconds later, so its day is another instant.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await move(second.application.id, 'reviewed')).status).toBe(200);
    const reviewing = await untilScheduled(second.application.id, (at) => at !== null && at !== applying);
    expect(Date.parse(`${reviewing}Z`)).toBeGreaterThan(secondDue);
    expect(await runDue(new Date(secondDue + 1_000), second.application.id)).toEqual([]);
    expect((await ownApplication(second.person, second.application.id))?.status).toBe('reviewed');
  });
});

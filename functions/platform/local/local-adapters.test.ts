// Boundary: the local event bus, S3 notifications and Scheduler, driven through the AWS SDK like the real services.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import type { EventBridgeEvent, S3Event } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/setup/free-port';
import type { FunctionSpec } from '../contract';
import { ensureBuckets, LOCAL_CREDENTIALS } from './bootstrap';
import { startEventBus } from './event-bus';
import { lambdaContext } from './lambda-context';
import { startS3 } from './s3';
import { s3TriggerDispatcher } from './s3-triggers';
import { startScheduler } from './scheduler';

const recorder: FunctionSpec = { name: 'recorder', entry: 'platform/local/fixtures/recorder', access: {} };
const recorded = () => (globalThis as { __recordedInvocations?: unknown[] }).__recordedInvocations ?? [];
const client = { region: 'ap-south-1', credentials: LOCAL_CREDENTIALS };

describe('local event bus', () => {
  const deadLetters: EventBridgeEvent<string, unknown>[] = [];
  let bus: Awaited<ReturnType<typeof startEventBus>>;
  let events: EventBridgeClient;

  beforeAll(async () => {
    bus = await startEventBus({
      port: await freePort(),
      busName: 'test-bus',
      rules: [{ name: 'recorded', source: 'test', detailType: 'Thing Happened', fn: recorder }],
      onDeadLetter: (event) => deadLetters.push(event),
    });
    events = new EventBridgeClient({ ...client, endpoint: bus.endpoint });
  });
  afterAll(() => bus.stop());

  const put = (detail: object, overrides: { EventBusName?: string; DetailType?: string } = {}) =>
    events.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: 'test-bus',
            Source: 'test',
            DetailType: 'Thing Happened',
            Detail: JSON.stringify(detail),
            ...overrides,
          },
        ],
      }),
    );

  it('delivers a matching event to the rule target in EventBridge shape', async () => {
    const result = await put({ marker: 'first' });
    await bus.idle();
    expect(result.FailedEntryCount).toBe(0);
    const event = recorded().find(
      (e) => (e as EventBridgeEvent<string, { marker?: string }>).detail?.marker === 'first',
    );
    expect(event).toMatchObject({
      source: 'test',
      'detail-type': 'Thing Happened',
      id: result.Entries?.[0]?.EventId,
    });
  });

  it('delivers nothing for a detail type no rule names', async () => {
    const before = recorded().length;
    await put({ marker: 'ignored' }, { DetailType: 'Other Thing' });
    await bus.idle();
    expect(recorded()).toHaveLength(before);
  });

  it('reports an unknown bus as a failed entry, as EventBridge does', async () => {
    const result = await put({ marker: 'lost' }, { EventBusName: 'no-such-bus' });
    expect(result.FailedEntryCount).toBe(1);
    expect(result.Entries?.[0]?.ErrorCode).toBe('ResourceNotFoundException');
  });

  it('retries a failing target twice, then dead-letters the event', async () => {
    await put({ marker: 'retried', failTimes: 2 });
    await put({ marker: 'dead', failTimes: 3 });
    await bus.idle();
    expect(
      recorded().some(
        (e) => (e as EventBridgeEvent<string, { marker?: string }>).detail?.marker === 'retried',
      ),
    ).toBe(true);
    expect(deadLetters.map((e) => (e.detail as { marker?: string }).marker)).toEqual(['dead']);
  }, 15_000);
});

describe('local event bus: delayed rules', () => {
  const delayed = { name: 'delayed', source: 'test', detailType: 'Thing Settled', fn: recorder };
  const startBus = async (delaySeconds: number | null) => {
    const bus = await startEventBus({
      port: await freePort(),
      busName: 'test-bus',
      rules: [{ ...delayed, delaySeconds: 30 }],
      delaySeconds,
    });
    const events = new EventBridgeClient({ ...client, endpoint: bus.endpoint });
    const put = (marker: string) =>
      events.send(
        new PutEventsCommand({
          Entries: [
            {
              EventBusName: 'test-bus',
              Source: 'test',
              DetailType: 'Thing Settled',
              Detail: JSON.stringify({ marker }),
            },
          ],
        }),
      );
    return { bus, put };
  };
  const queued = (marker: string) =>
    recorded().filter((invocation) => {
      const body = (invocation as { Records?: { body: string }[] }).Records?.[0]?.body;
      return (
        body !== undefined && (JSON.parse(body) as { detail: { marker?: string } }).detail.marker === marker
      );
    });

  it('holds the event, then hands it over as its queue would: a batch of one record, the event whole', async () => {
    const { bus, put } = await startBus(0.05);
    try {
      const result = await put('held');
      await bus.idle();
      const [batch] = queued('held') as {
        Records: { messageId: string; eventSource: string; body: string }[];
      }[];
      expect(batch?.Records).toHaveLength(1);
      expect(batch?.Records[0]?.eventSource).toBe('aws:sqs');
      expect(JSON.parse(batch?.Records[0]?.body ?? '{}')).toMatchObject({
        id: result.Entries?.[0]?.EventId,
        'detail-type': 'Thing Settled',
      });
    } finally {
      await bus.stop();
    }
  });

  it('delivers none of them when the stack leaves them to the tests', async () => {
    const { bus, put } = await startBus(null);
    try {
      await put('left');
      await bus.idle();
      expect(queued('left')).toHaveLength(0);
    } finally {
      await bus.stop();
    }
  });
});

describe('local S3 notifications', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let triggers: ReturnType<typeof s3TriggerDispatcher>;
  let client3: S3Client;

  beforeAll(async () => {
    triggers = s3TriggerDispatcher(
      [{ name: 'on-resume', bucket: 'uploads', prefix: 'resumes/', fn: recorder }],
      { uploads: 'test-uploads' },
    );
    s3 = await startS3({ port: await freePort(), onEvent: triggers.dispatch });
    await ensureBuckets(s3.endpoint, { uploads: 'test-uploads' }, ['http://localhost:5173']);
    client3 = new S3Client({ ...client, endpoint: s3.endpoint, forcePathStyle: true });
  });
  afterAll(() => s3.stop());

  it('hands an ObjectCreated record under the prefix to the trigger, and nothing else', async () => {
    await client3.send(
      new PutObjectCommand({ Bucket: 'test-uploads', Key: 'resumes/u1/cv.pdf', Body: '%PDF-1.7' }),
    );
    await client3.send(
      new PutObjectCommand({ Bucket: 'test-uploads', Key: 'avatars/u1/me.png', Body: 'png' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await triggers.idle();
    const keys = recorded()
      // The delayed rules' queue batches above are recorded too: only S3's records name an object.
      .filter((e): e is S3Event => (e as S3Event).Records?.[0]?.s3 !== undefined)
      .map((e) => e.Records[0]?.s3.object.key);
    expect(keys).toContain('resumes/u1/cv.pdf');
    expect(keys).not.toContain('avatars/u1/me.png');
  });
});

describe('local EventBridge Scheduler', () => {
  const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'schedules-')), 'schedules.json');
  const target = lambdaContext(recorder).invokedFunctionArn;
  const start = () => startScheduler({ port: 0, targets: [recorder], dataFile });
  const clientOf = (endpoint: string) => new SchedulerClient({ ...client, endpoint });
  const create = (scheduler: SchedulerClient, name: string, at: string, marker = name) =>
    scheduler.send(
      new CreateScheduleCommand({
        Name: name,
        GroupName: 'test-group',
        ScheduleExpression: `at(${at})`,
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: {
          Arn: target,
          RoleArn: 'arn:aws:iam::000000000000:role/test',
          Input: JSON.stringify({ time: '<aws.scheduler.scheduled-time>', detail: { marker } }),
        },
      }),
    );
  const errorName = (promise: Promise<unknown>) =>
    promise.then(
      () => 'none',
      (error: Error) => error.name,
    );
  const runDue = async (endpoint: string, at: string, names: string[]) =>
    (
      (await (
        await fetch(`${endpoint}/_local/run-due`, { method: 'POST', body: JSON.stringify({ at, names }) })
      ).json()) as { ran: string[] }
    ).ran;

  it('keeps one-shot schedules as the SDK makes them, across a restart, and runs each once when due', async () => {
    let scheduler = await start();
    const api = clientOf(scheduler.endpoint);
    await create(api, 'closing', '2030-01-22T10:00:00');
    expect(await errorName(create(api, 'closing', '2030-01-23T10:00:00'))).toBe('ConflictException');
    expect(
      await errorName(
        api.send(
          new UpdateScheduleCommand({
            Name: 'missing',
            GroupName: 'test-group',
            ScheduleExpression: 'at(2030-01-22T10:00:00)',
            FlexibleTimeWindow: { Mode: 'OFF' },
            Target: { Arn: target, RoleArn: 'arn:aws:iam::000000000000:role/test' },
          }),
        ),
      ),
    ).toBe('ResourceNotFoundException');
    expect(
      await errorName(
        api.send(
          new CreateScheduleCommand({
            Name: 'repeating',
            ScheduleExpression: 'rate(5 minutes)',
            FlexibleTimeWindow: { Mode: 'OFF' },
            Target: { Arn: target, RoleArn: 'arn:aws:iam::000000000000:role/test' },
          }),
        ),
      ),
    ).toBe('ValidationException');

    await scheduler.stop();
    scheduler = await start();
    const again = clientOf(scheduler.endpoint);
    const kept = await again.send(new GetScheduleCommand({ Name: 'closing', GroupName: 'test-group' }));
    expect(kept.ScheduleExpression).toBe('at(2030-01-22T10:00:00)');

    expect(await runDue(scheduler.endpoint, '2030-01-22T09:59:59Z', ['closing'])).toEqual([]);
    expect(await runDue(scheduler.endpoint, '2030-01-22T10:00:00Z', ['closing'])).toEqual(['closing']);
    expect(recorded()).toContainEqual({ time: '2030-01-22T10:00:00Z', detail: { marker: 'closing' } });
    expect(await runDue(scheduler.endpoint, '2030-01-23T10:00:00Z', ['closing'])).toEqual([]);
    expect(
      await errorName(again.send(new DeleteScheduleCommand({ Name: 'closing', GroupName: 'test-group' }))),
    ).toBe('ResourceNotFoundException');
    await scheduler.stop();
  });
});

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FunctionSpec } from '../contract';
import type { RunningService } from './dynamodb';
import { listen, readBody } from './http-server';
import { lambdaContext } from './lambda-context';
import { type LoadHandler, loadHandler } from './load-handler';

/*
 * The EventBridge Scheduler API on loopback, for one-shot `at()` schedules (platform/one-shot-schedules.ts):
 * CreateSchedule, UpdateSchedule, GetSchedule and DeleteSchedule as the SDK sends them (REST JSON), a
 * table of schedules that survives restarts beside the other local data, and a runner that invokes a due
 * schedule's function with its input, as Scheduler does: the `<aws.scheduler.scheduled-time>` context
 * attribute filled in, Lambda's retries, then a logged dead letter; the schedule is deleted once run
 * (ActionAfterCompletion DELETE).
 *
 * Tests advance the clock for the schedules they name: `POST /_local/run-due` with `{ at, names }` runs
 * those of them that are due at `at`, and answers once they have run. Every other schedule keeps the real
 * clock, so a test that looks 21 days ahead closes nobody else's application.
 */

/** How often the runner looks for due schedules. */
const TICK_MS = 30_000;
/** Scheduler retries a failed invocation (its RetryPolicy); locally twice, a little later each time. */
const RETRY_DELAYS_MS = [1_000, 2_000];

interface StoredSchedule {
  Name: string;
  GroupName: string;
  ScheduleExpression: string;
  ScheduleExpressionTimezone?: string;
  ActionAfterCompletion?: string;
  State?: string;
  Target: { Arn: string; RoleArn: string; Input?: string };
  /** Epoch seconds, as the REST JSON protocol carries timestamps. */
  CreationDate: number;
  LastModificationDate: number;
}

export interface SchedulerOptions {
  /** 0 takes any free port: only the stack's functions and tests call it, through the stack's env. */
  port: number;
  /** The functions schedules may invoke (those with Access.schedules), found by their local ARN. */
  targets: FunctionSpec[];
  /** Where the table is kept across restarts; omitted, it lives in memory. */
  dataFile?: string;
  load?: LoadHandler;
}

/** The instant an `at(yyyy-mm-ddThh:mm:ss)` expression names (UTC, the only zone this stand-in takes). */
function dueAt(schedule: StoredSchedule): number {
  const at = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(schedule.ScheduleExpression)?.[1];
  return at ? Date.parse(`${at}Z`) : Number.NaN;
}

function answer(response: ServerResponse, status: number, body: object, errorType?: string): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
  });
  response.end(JSON.stringify(errorType ? { Message: (body as { Message?: string }).Message } : body));
}

export async function startScheduler(
  options: SchedulerOptions,
): Promise<RunningService & { idle(): Promise<void> }> {
  const table = new Map<string, StoredSchedule>(
    options.dataFile && existsSync(options.dataFile)
      ? Object.entries(JSON.parse(readFileSync(options.dataFile, 'utf8')) as Record<string, StoredSchedule>)
      : [],
  );
  const save = () => {
    if (!options.dataFile) return;
    mkdirSync(path.dirname(options.dataFile), { recursive: true });
    writeFileSync(options.dataFile, JSON.stringify(Object.fromEntries(table)));
  };
  const keyOf = (group: string, name: string) => `${group}/${name}`;
  const inFlight = new Set<Promise<void>>();
  const targetOf = (arn: string) =>
    options.targets.find((fn) => lambdaContext(fn).invokedFunctionArn === arn);

  const invoke = async (schedule: StoredSchedule) => {
    const fn = targetOf(schedule.Target.Arn);
    if (!fn) {
      console.error(`Schedule ${schedule.Name} targets ${schedule.Target.Arn}, which no function is`);
      return;
    }
    const scheduledTime = new Date(dueAt(schedule)).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const input = (schedule.Target.Input ?? '{}').replaceAll('<aws.scheduler.scheduled-time>', scheduledTime);
    const handler = await (options.load ?? loadHandler)(fn);
    for (let attempt = 0; ; attempt++) {
      try {
        await handler(JSON.parse(input), lambdaContext(fn));
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          console.error(`Schedule ${schedule.Name} dead-lettered by ${fn.name}`, error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  /** Runs each schedule due at `now` (all, or those named), once: it leaves the table as it starts. */
  const runDue = async (now: number, names?: Set<string>) => {
    const due = [...table.entries()].filter(
      ([, schedule]) => (!names || names.has(schedule.Name)) && dueAt(schedule) <= now,
    );
    for (const [key] of due) table.delete(key);
    if (due.length) save();
    const runs = due.map(([, schedule]) => {
      const run = invoke(schedule).finally(() => inFlight.delete(run));
      inFlight.add(run);
      return run;
    });
    await Promise.all(runs);
    return due.map(([, schedule]) => schedule.Name);
  };

  const timer = setInterval(() => void runDue(Date.now()), TICK_MS);
  timer.unref();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'POST' && url.pathname === '/_local/run-due') {
      const body = JSON.parse((await readBody(request, 64 * 1024)).toString('utf8') || '{}') as {
        at?: string;
        names?: string[];
      };
      const at = Date.parse(body.at ?? '');
      if (Number.isNaN(at) || !Array.isArray(body.names)) {
        return answer(
          response,
          400,
          { Message: 'Give { at: ISO instant, names: [...] }' },
          'ValidationException',
        );
      }
      return answer(response, 200, { ran: await runDue(at, new Set(body.names)) });
    }
    const name = /^\/schedules\/([^/]+)$/.exec(url.pathname)?.[1];
    if (!name)
      return answer(
        response,
        404,
        { Message: `No such operation: ${url.pathname}` },
        'ResourceNotFoundException',
      );
    const scheduleName = decodeURIComponent(name);
    const body =
      request.method === 'POST' || request.method === 'PUT'
        ? (JSON.parse(
            (await readBody(request, 256 * 1024)).toString('utf8') || '{}',
          ) as Partial<StoredSchedule>)
        : {};
    const group = body.GroupName ?? url.searchParams.get('groupName') ?? 'default';
    const key = keyOf(group, scheduleName);
    const existing = table.get(key);
    const notFound = () =>
      answer(
        response,
        404,
        { Message: `Schedule ${scheduleName} does not exist.` },
        'ResourceNotFoundException',
      );

    if (request.method === 'GET') return existing ? answer(response, 200, existing) : notFound();
    if (request.method === 'DELETE') {
      if (!existing) return notFound();
      table.delete(key);
      save();
      return answer(response, 200, {});
    }
    if (request.method === 'POST' && existing) {
      return answer(
        response,
        409,
        { Message: `Schedule ${scheduleName} already exists.` },
        'ConflictException',
      );
    }
    if (request.method === 'PUT' && !existing) return notFound();
    const schedule: StoredSchedule = {
      Name: scheduleName,
      GroupName: group,
      ScheduleExpression: body.ScheduleExpression ?? '',
      ScheduleExpressionTimezone: body.ScheduleExpressionTimezone,
      ActionAfterCompletion: body.ActionAfterCompletion,
      State: body.State ?? 'ENABLED',
      Target: body.Target as StoredSchedule['Target'],
      CreationDate: existing?.CreationDate ?? Date.now() / 1000,
      LastModificationDate: Date.now() / 1000,
    };
    if (Number.isNaN(dueAt(schedule)) || !schedule.Target?.Arn) {
      return answer(
        response,
        400,
        { Message: 'The local scheduler runs one-shot at(yyyy-mm-ddThh:mm:ss) schedules with a target' },
        'ValidationException',
      );
    }
    table.set(key, schedule);
    save();
    return answer(response, 200, {
      ScheduleArn: `arn:aws:scheduler:ap-south-1:000000000000:schedule/${group}/${scheduleName}`,
    });
  };

  const { server, stop } = await listen(options.port, handle);
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      clearInterval(timer);
      await stop();
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import type { ScheduleSpec } from '../contract';
import { lambdaContext } from './lambda-context';
import { type LoadHandler, loadHandler } from './load-handler';

/** How often `npm start` runs each scheduled function when LOCAL_SCHEDULE_MINUTES does not say. */
export const DEFAULT_SCHEDULE_MINUTES = 60;

export interface RunningSchedules {
  /** Waits for the runs under way. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The local stand-in for scheduled rules: each function of the schedule table runs once now and then
 * every `everyMinutes`, not on its cron (a laptop is rarely up at 03:30 UTC), which the handlers allow:
 * they must be safe to run at any time and more than once. A run still under way is not started again;
 * a failed run is logged and the next one comes on time.
 */
export function startSchedules(options: {
  schedules: ScheduleSpec[];
  everyMinutes: number;
  load?: LoadHandler;
}): RunningSchedules {
  const running = new Map<string, Promise<void>>();

  const run = (spec: ScheduleSpec) => {
    if (running.has(spec.name)) return;
    const event: ScheduledEvent = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'ap-south-1',
      resources: [`local:schedule/${spec.name}`],
      detail: {},
    };
    const done = (options.load ?? loadHandler)(spec.fn)
      .then((handler) => handler(event, lambdaContext(spec.fn)))
      .then(
        () => undefined,
        (error: unknown) => console.error(`Scheduled ${spec.name} failed:`, error),
      )
      .finally(() => running.delete(spec.name));
    running.set(spec.name, done);
  };

  for (const spec of options.schedules) run(spec);
  const timer = setInterval(() => {
    for (const spec of options.schedules) run(spec);
  }, options.everyMinutes * 60_000);
  timer.unref();

  const idle = async () => {
    await Promise.all(running.values());
  };
  return {
    idle,
    async stop() {
      clearInterval(timer);
      await idle();
    },
  };
}

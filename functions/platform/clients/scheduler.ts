import { SchedulerClient } from '@aws-sdk/client-scheduler';

/** One client per process, made on first use (see dynamo.ts). */
let scheduler: SchedulerClient | undefined;

export function schedulerClient(): SchedulerClient {
  scheduler ??= new SchedulerClient({});
  return scheduler;
}

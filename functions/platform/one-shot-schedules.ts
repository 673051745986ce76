import {
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { schedulerClient } from './clients/scheduler';
import { config } from './config';
import { EVENT_SOURCE } from './resources';

/*
 * One-shot EventBridge Scheduler schedules (Access.schedules): "run this function at that instant with
 * this detail", made, replaced and deleted by name, so the latest state of a thing decides its one
 * schedule. The function is invoked with an event shaped as the bus's ({ source, detail-type, detail }),
 * whose `time` is the instant the schedule was due: its handler treats that instant as "now", which is
 * what a late retry should judge by and what lets a test run a schedule 21 days early.
 * In AWS the schedule deletes itself once run; locally the Scheduler stand-in does the same.
 */

/** Scheduler's own retries of a failed invocation; after them the event goes to the function's dead letters. */
const RETRY_POLICY = { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 6 * 3600 };

export interface OneShot {
  /** Unique in the stage's group: [0-9A-Za-z-_.], at most 64 characters. */
  name: string;
  at: Date;
  /** The function to invoke: the caller's own ARN (its Lambda context's invokedFunctionArn). */
  targetArn: string;
  detailType: string;
  detail: Record<string, unknown>;
}

const isNamed = (error: unknown, name: string) => (error as { name?: string } | null)?.name === name;

/**
 * Scheduler takes whole seconds, in the zone named: the instant is rounded up, so a schedule never runs
 * before the moment it stands for (and its handler never finds it early).
 */
export function atExpressionOf(at: Date): string {
  return new Date(Math.ceil(at.getTime() / 1000) * 1000).toISOString().slice(0, 19);
}

function requestOf(schedule: OneShot): CreateScheduleCommandInput {
  const deadLetters = config.scheduleDeadLetters;
  return {
    Name: schedule.name,
    GroupName: config.scheduleGroup,
    ScheduleExpression: `at(${atExpressionOf(schedule.at)})`,
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      Arn: schedule.targetArn,
      RoleArn: config.schedulerRoleArn,
      Input: JSON.stringify({
        source: EVENT_SOURCE,
        'detail-type': schedule.detailType,
        time: '<aws.scheduler.scheduled-time>',
        detail: schedule.detail,
      }),
      RetryPolicy: RETRY_POLICY,
      ...(deadLetters ? { DeadLetterConfig: { Arn: deadLetters } } : {}),
    },
  };
}

/** Makes the named schedule, or moves it to the new instant and detail when it exists already. */
export async function scheduleOnce(schedule: OneShot): Promise<void> {
  const request = requestOf(schedule);
  try {
    await schedulerClient().send(new UpdateScheduleCommand(request));
    return;
  } catch (error) {
    if (!isNamed(error, 'ResourceNotFoundException')) throw error;
  }
  try {
    await schedulerClient().send(new CreateScheduleCommand(request));
  } catch (error) {
    // Made by a concurrent delivery in between: this one's instant still wins, as the latest word.
    if (!isNamed(error, 'ConflictException')) throw error;
    await schedulerClient().send(new UpdateScheduleCommand(request));
  }
}

/** Deletes the named schedule; one already run or never made is fine. */
export async function cancelSchedule(name: string): Promise<void> {
  try {
    await schedulerClient().send(new DeleteScheduleCommand({ Name: name, GroupName: config.scheduleGroup }));
  } catch (error) {
    if (!isNamed(error, 'ResourceNotFoundException')) throw error;
  }
}

import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { detailTypesOf, type EventRuleSpec, type ScheduleSpec } from '../../functions/platform/contract';
import { pascal } from '../names';
import type { AppFunction } from './app-function';

export interface EventRulesProps {
  /** The stage's bus; it lives in the stage stack, these rules beside their consumers. */
  bus: events.IEventBus;
}

/**
 * The EventBridge rules that start the application's consumers: one per entry of the event rule table, on
 * the stage bus, and one per entry of the schedule table (cron or rate, on the account's default bus), all
 * with the same target settings (`consumerTarget`), so every rule that invokes a function asynchronously
 * is made and retried one way.
 */
export class EventRules extends Construct {
  private readonly bus: events.IEventBus;

  constructor(scope: Construct, id: string, props: EventRulesProps) {
    super(scope, id);
    this.bus = props.bus;
  }

  /** Events of the rule's source and detail types go to the function. */
  addRule(spec: EventRuleSpec, target: AppFunction): events.Rule {
    return new events.Rule(this, pascal(spec.name), {
      eventBus: this.bus,
      description: `${spec.source} ${detailTypesOf(spec)
        .map((type) => `"${type}"`)
        .join(', ')} to ${spec.fn.name}`,
      eventPattern: { source: [spec.source], detailType: detailTypesOf(spec) },
      targets: [consumerTarget(target)],
    });
  }

  /** The function runs on the schedule (a schedule rule takes no bus: it is on the default one). */
  addSchedule(spec: ScheduleSpec, target: AppFunction): events.Rule {
    return new events.Rule(this, `${pascal(spec.name)}Schedule`, {
      description: `${spec.schedule} to ${spec.fn.name}`,
      schedule: events.Schedule.expression(spec.schedule),
      targets: [consumerTarget(target)],
    });
  }
}

/**
 * A rule's function target. EventBridge retries delivery and parks what it cannot deliver in the
 * function's dead-letter queue, where Lambda also parks failed invocations: one queue per consumer.
 */
export function consumerTarget(target: AppFunction): targets.LambdaFunction {
  if (!target.deadLetterQueue) {
    throw new Error(`Function ${target.spec.name} is an event target and needs asyncInvocation`);
  }
  return new targets.LambdaFunction(target.fn, {
    deadLetterQueue: target.deadLetterQueue,
    retryAttempts: 8,
    maxEventAge: Duration.hours(6),
  });
}

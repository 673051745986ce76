import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
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

  /**
   * Events of the rule's source and detail types go to the function; a delayed rule's go through a queue
   * that holds each for the delay first (ADR 0023).
   */
  addRule(spec: EventRuleSpec, target: AppFunction): events.Rule {
    return new events.Rule(this, pascal(spec.name), {
      eventBus: this.bus,
      description: `${spec.source} ${detailTypesOf(spec)
        .map((type) => `"${type}"`)
        .join(', ')} to ${spec.fn.name}${spec.delaySeconds ? ` after ${spec.delaySeconds} s` : ''}`,
      eventPattern: { source: [spec.source], detailType: detailTypesOf(spec) },
      targets: [
        spec.delaySeconds ? this.delayedTarget(spec, spec.delaySeconds, target) : consumerTarget(target),
      ],
    });
  }

  /**
   * A queue with the rule's delivery delay, which the function reads in batches, reporting the records
   * that failed; those are retried and then parked in the function's own dead-letter queue, beside its
   * failed invocations, where its alarm watches.
   */
  private delayedTarget(spec: EventRuleSpec, delaySeconds: number, target: AppFunction): targets.SqsQueue {
    const deadLetters = deadLettersOf(target);
    const queue = new sqs.Queue(this, `${pascal(spec.name)}Delay`, {
      deliveryDelay: Duration.seconds(delaySeconds),
      // A record in flight is hidden while the function works on it: six times its timeout, as AWS advises.
      visibilityTimeout: target.fn.timeout ? Duration.seconds(target.fn.timeout.toSeconds() * 6) : undefined,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: 5 },
    });
    target.fn.addEventSource(new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }));
    return new targets.SqsQueue(queue, {
      deadLetterQueue: deadLetters,
      retryAttempts: 8,
      maxEventAge: Duration.hours(6),
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
  return new targets.LambdaFunction(target.fn, {
    deadLetterQueue: deadLettersOf(target),
    retryAttempts: 8,
    maxEventAge: Duration.hours(6),
  });
}

function deadLettersOf(target: AppFunction): sqs.Queue {
  if (!target.deadLetterQueue) {
    throw new Error(`Function ${target.spec.name} is an event target and needs asyncInvocation`);
  }
  return target.deadLetterQueue;
}

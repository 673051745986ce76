import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { detailTypesOf, type EventRuleSpec } from '../../functions/platform/contract';
import { pascal } from '../names';
import type { AppFunction } from './app-function';

export interface EventsProps {
  stageName: string;
}

/** The stage's EventBridge bus and the rules of the shared event rule table. */
export class Events extends Construct {
  readonly bus: events.EventBus;

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id);
    this.bus = new events.EventBus(this, 'Bus', {
      eventBusName: `jobmatch-${props.stageName}`,
      description: `Jobmatch ${props.stageName} application events`,
    });
  }

  /**
   * Events of the rule's source and detail-type go to the function. EventBridge retries delivery and parks
   * what it cannot deliver in the function's dead-letter queue, where Lambda also parks failed invocations.
   */
  addRule(spec: EventRuleSpec, target: AppFunction): events.Rule {
    if (!target.deadLetterQueue) {
      throw new Error(`Function ${target.spec.name} is an event target and needs asyncInvocation`);
    }
    return new events.Rule(this, pascal(spec.name), {
      eventBus: this.bus,
      description: `${spec.source} ${detailTypesOf(spec)
        .map((type) => `"${type}"`)
        .join(', ')} to ${spec.fn.name}`,
      eventPattern: { source: [spec.source], detailType: detailTypesOf(spec) },
      targets: [
        new targets.LambdaFunction(target.fn, {
          deadLetterQueue: target.deadLetterQueue,
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });
  }
}

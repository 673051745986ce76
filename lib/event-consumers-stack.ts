import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type * as events from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import { EventRules } from './constructs/event-rules';
import { Schedules } from './constructs/schedules';

export interface EventConsumersStackProps extends NestedStackProps {
  stageName: string;
  bus: events.IEventBus;
}

/**
 * The stage's event consumers, in a nested stack of their own so the stage stack keeps room under
 * CloudFormation's 500 resources (ADR 0002): every function that only events start (EventBridge rules,
 * S3 notifications) with its role, log group, dead-letter queue and invoke permissions, and the rules
 * themselves. Scheduled rules belong in `rules` as well. The shared resources (table, buckets, bus, mail
 * identity, secrets, site) stay in the stage stack; CDK passes what the consumers name as parameters of
 * this stack, within the same deployment.
 */
export class EventConsumersStack extends NestedStack {
  readonly rules: EventRules;
  /** One-shot schedules that consumers make of their own later runs (Access.schedules). */
  readonly schedules: Schedules;

  constructor(scope: Construct, id: string, props: EventConsumersStackProps) {
    super(scope, id, props);
    this.rules = new EventRules(this, 'Rules', { bus: props.bus });
    this.schedules = new Schedules(this, 'Schedules', { stageName: props.stageName });
  }
}

import * as events from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';

export interface EventsProps {
  stageName: string;
}

/**
 * The stage's EventBridge bus. It stays in the stage stack: every publisher (API functions included) names
 * it, and its name is fixed per stage. The rules on it live with their consumers (event-rules.ts).
 */
export class Events extends Construct {
  readonly bus: events.EventBus;

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id);
    this.bus = new events.EventBus(this, 'Bus', {
      eventBusName: `jobmatch-${props.stageName}`,
      description: `Jobmatch ${props.stageName} application events`,
    });
  }
}

import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { pascal } from '../names';
import type { AppFunction } from './app-function';

export interface AlarmsProps {
  stageName: string;
  httpApi: apigw.HttpApi;
  functions: AppFunction[];
  /** Notified on every alarm when set. */
  email?: string;
}

/**
 * The few signals that mean someone should look: server errors at the API, failing functions, and any
 * event parked in a dead-letter queue (a notice or parse result that never happened).
 */
export class Alarms extends Construct {
  readonly topic?: sns.Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    if (props.email) {
      this.topic = new sns.Topic(this, 'Topic', {
        displayName: `Jobmatch ${props.stageName} alarms`,
        enforceSSL: true,
      });
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    }
    const period = Duration.minutes(5);

    this.notify(
      new cloudwatch.Alarm(this, 'ApiServerErrors', {
        alarmDescription: 'The API answered with 5xx responses',
        metric: props.httpApi.metricServerError({ period, statistic: 'Sum' }),
        threshold: 5,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const fn of props.functions) {
      const name = pascal(fn.spec.name);
      this.notify(
        new cloudwatch.Alarm(this, `${name}Errors`, {
          alarmDescription: `Function ${fn.spec.name} is failing`,
          metric: fn.fn.metricErrors({ period, statistic: 'Sum' }),
          threshold: 3,
          evaluationPeriods: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
      if (fn.deadLetterQueue) {
        this.notify(
          new cloudwatch.Alarm(this, `${name}DeadLetters`, {
            alarmDescription: `Events for ${fn.spec.name} were given up on and wait in its dead-letter queue`,
            metric: fn.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
              period,
              statistic: 'Maximum',
            }),
            threshold: 1,
            evaluationPeriods: 1,
            comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
          }),
        );
      }
    }
  }

  private notify(alarm: cloudwatch.Alarm): void {
    if (this.topic) alarm.addAlarmAction(new actions.SnsAction(this.topic));
  }
}

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

const PERIOD = Duration.minutes(5);
/** Share of requests (or invocations) that may fail before someone is woken: 1 %. */
const ERROR_RATE_PERCENT = 1;
/**
 * Below this many requests in a period the rate is taken over this many: on a quiet stage a couple of
 * failures still alarm, without one failure of three calls reading as 33 %.
 */
const MIN_REQUESTS = 50;
/** p99 duration, as a share of the function's timeout, at which requests are about to be cut off. */
const LATENCY_SHARE_OF_TIMEOUT = 0.8;

/**
 * The signals that mean someone should look: the API's 5xx rate, and per function its error rate, its
 * p99 duration nearing the timeout, any throttled invocation (reserved concurrency or the account's limit
 * reached), and any event parked in its dead-letter queue (a notice or parse result that never happened).
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

    this.alarm('ApiServerErrorRate', {
      alarmDescription: `More than ${ERROR_RATE_PERCENT} % of API requests answered 5xx`,
      metric: errorRate(
        props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
        props.httpApi.metricCount({ period: PERIOD, statistic: 'Sum' }),
      ),
      threshold: ERROR_RATE_PERCENT,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    for (const fn of props.functions) {
      const name = pascal(fn.spec.name);
      this.alarm(`${name}ErrorRate`, {
        alarmDescription: `More than ${ERROR_RATE_PERCENT} % of ${fn.spec.name} invocations failed`,
        metric: errorRate(
          fn.fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
          fn.fn.metricInvocations({ period: PERIOD, statistic: 'Sum' }),
        ),
        threshold: ERROR_RATE_PERCENT,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      });
      const timeout = fn.fn.timeout ?? Duration.seconds(3);
      this.alarm(`${name}P99Duration`, {
        alarmDescription: `p99 duration of ${fn.spec.name} passed ${LATENCY_SHARE_OF_TIMEOUT * 100} % of its ${timeout.toSeconds()} s timeout`,
        metric: fn.fn.metricDuration({ period: PERIOD, statistic: 'p99' }),
        threshold: timeout.toMilliseconds() * LATENCY_SHARE_OF_TIMEOUT,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        // One slow cold start is not a trend.
        evaluationPeriods: 2,
      });
      this.alarm(`${name}Throttles`, {
        alarmDescription: `Invocations of ${fn.spec.name} were throttled (its reserved concurrency or the account's limit)`,
        metric: fn.fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
      if (fn.deadLetterQueue) {
        this.alarm(`${name}DeadLetters`, {
          alarmDescription: `Events for ${fn.spec.name} were given up on and wait in its dead-letter queue`,
          metric: fn.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
            period: PERIOD,
            statistic: 'Maximum',
          }),
          threshold: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        });
      }
    }
  }

  /** No data (no traffic) is fine; every alarm notifies the topic when there is one. */
  private alarm(
    id: string,
    props: Omit<cloudwatch.AlarmProps, 'evaluationPeriods'> & { evaluationPeriods?: number },
  ): void {
    const alarm = new cloudwatch.Alarm(this, id, {
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      ...props,
    });
    if (this.topic) alarm.addAlarmAction(new actions.SnsAction(this.topic));
  }
}

/** Failures as a percentage of requests, and of at least MIN_REQUESTS. */
function errorRate(errors: cloudwatch.IMetric, requests: cloudwatch.IMetric): cloudwatch.MathExpression {
  return new cloudwatch.MathExpression({
    expression: `100 * errors / IF(requests > ${MIN_REQUESTS}, requests, ${MIN_REQUESTS})`,
    usingMetrics: { errors, requests },
    period: PERIOD,
  });
}

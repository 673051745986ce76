import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { ENV } from '../../functions/platform/resources';
import type { AppFunction } from './app-function';

/** An ARN as cdk-nag writes it in finding ids: pseudo parameters as `<AWS::AccountId>`, the rest as is. */
function nagName(resolved: unknown): string {
  if (typeof resolved === 'string') return resolved;
  const value = resolved as { 'Fn::Join'?: [string, unknown[]]; Ref?: string };
  if (value['Fn::Join']) return value['Fn::Join'][1].map(nagName).join(value['Fn::Join'][0]);
  if (value.Ref) return `<${value.Ref}>`;
  throw new Error(`Cannot name ${JSON.stringify(resolved)} as cdk-nag does`);
}

export interface SchedulesProps {
  stageName: string;
}

/**
 * The stage's one-shot schedules (functions/platform/one-shot-schedules.ts): an EventBridge Scheduler
 * group that holds them, and the role Scheduler assumes to run them. A function whose access asks for
 * schedules may make, replace and delete schedules in this group only, each invoking that function itself
 * (and parking a run that still fails after Scheduler's retries in the function's dead-letter queue).
 * Deleting the stack deletes the group and every schedule in it.
 */
export class Schedules extends Construct {
  readonly groupName: string;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    this.groupName = `jobmatch-${props.stageName}`;
    new scheduler.CfnScheduleGroup(this, 'Group', { name: this.groupName });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `Jobmatch ${props.stageName}: EventBridge Scheduler runs the stage's one-shot schedules`,
    });
  }

  /** Lets `target` schedule its own later runs: the settings in its environment, the grants on both sides. */
  grantScheduling(target: AppFunction): void {
    if (!target.deadLetterQueue) {
      throw new Error(`${target.spec.name} makes schedules and needs a dead-letter queue (asyncInvocation)`);
    }
    target.fn.addEnvironment(ENV.scheduleGroup, this.groupName);
    target.fn.addEnvironment(ENV.schedulerRoleArn, this.role.roleArn);
    target.fn.addEnvironment(ENV.scheduleDeadLetters, target.deadLetterQueue.queueArn);

    const schedulesOfGroup = Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.groupName}/*`,
    });
    target.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          'scheduler:CreateSchedule',
          'scheduler:UpdateSchedule',
          'scheduler:DeleteSchedule',
          'scheduler:GetSchedule',
        ],
        resources: [schedulesOfGroup],
      }),
    );
    target.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    Validations.of(target.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagName(Stack.of(this).resolve(schedulesOfGroup))}]`,
      reason:
        "Schedules are named per application at run time (application-closure-<id>); the grant covers this stage's schedule group only.",
    });

    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [target.fn.functionArn] }),
    );
    target.deadLetterQueue.grantSendMessages(this.role);
  }
}

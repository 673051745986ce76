import { CfnElement, Names, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * How cdk-nag names a resource's ARN in finding ids (`Resource::<...>/*`) when `consumer` refers to it:
 * `<LogicalId.Arn>` within one stack, or the parameter CDK passes a nested stack for it,
 * `<referencetoPathHashArn>` (the parameter's name is derived the same way in aws-cdk-lib's references).
 */
export function nagArnRef(consumer: IConstruct, element: IConstruct | undefined): string {
  if (!(element instanceof CfnElement)) throw new Error('Expected a CloudFormation element');
  const owner = Stack.of(element);
  if (Stack.of(consumer) === owner) return `<${owner.resolve(element.logicalId) as string}.Arn>`;
  return `<referenceto${Names.nodeUniqueId(element.node)}Arn>`;
}

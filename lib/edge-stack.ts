import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Firewall, type FirewallProps } from './constructs/firewall';

/** CloudFront only accepts a web ACL made in us-east-1; the application's own region is the stage's. */
export const EDGE_REGION = 'us-east-1';

export interface JobmatchEdgeStackProps extends StackProps {
  firewall: FirewallProps;
}

/**
 * The part of a stage that must live in us-east-1: the distribution's web ACL. The stage's stack reads
 * the ACL's ARN across regions (a weak reference: `Fn::GetStackOutput`, no custom resource).
 */
export class JobmatchEdgeStack extends Stack {
  readonly firewall: Firewall;

  constructor(scope: Construct, id: string, props: JobmatchEdgeStackProps) {
    if (props.env?.region !== EDGE_REGION) throw new Error(`The edge stack must be in ${EDGE_REGION}`);
    super(scope, id, props);
    this.firewall = new Firewall(this, 'Firewall', props.firewall);
  }
}

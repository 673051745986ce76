import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  stageName: string;
  /** The From address of every message. */
  from: string;
  /** Where support mail goes (a recipient, not an identity of ours). */
  support: string;
  /** When set, the whole domain is the sending identity (DKIM); otherwise only the From address is. */
  domain?: string;
}

/** SES: the stage's sending identity and the configuration set every message goes through. */
export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly from: string;
  readonly support: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.from = props.from;
    this.support = props.support;
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `jobmatch-${props.stageName}`,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: props.domain ? ses.Identity.domain(props.domain) : ses.Identity.email(props.from),
      configurationSet: this.configurationSet,
    });
  }

  get configurationSetArn(): string {
    return Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
  }

  /** Sending as this stage's identity through its configuration set, and nothing else. */
  grantSend(grantee: iam.IGrantable): iam.Grant {
    return iam.Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resourceArns: [this.identity.emailIdentityArn, this.configurationSetArn],
    });
  }

  /**
   * Reading the account's sending status (health checks). ses:GetAccount has no resource-level
   * permission, so the statement lives in its own policy, pinned to the stack's region, and carries the
   * one acknowledged wildcard.
   */
  grantAccountStatus(role: iam.IRole, scope: Construct): iam.Policy {
    const policy = new iam.Policy(scope, 'MailAccountStatus', {
      statements: [
        new iam.PolicyStatement({
          actions: ['ses:GetAccount'],
          resources: ['*'],
          conditions: { StringEquals: { 'aws:RequestedRegion': Stack.of(this).region } },
        }),
      ],
    });
    policy.attachToRole(role);
    Validations.of(policy).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'ses:GetAccount supports no resource-level permission; the statement is read-only and region-pinned.',
    });
    return policy;
  }
}

import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { RAZORPAY_DEFAULTS, type StageConfig } from '../config/stage';

/** What a function with `paymentProvider` access is told, and the two secrets it may read. */
export interface PaymentProvider {
  keyId?: string;
  /** Set only when the stage points the API elsewhere than Razorpay's own host. */
  apiUrl?: string;
  checkoutUrl: string;
  keySecret: secretsmanager.ISecret;
  webhookSecret: secretsmanager.ISecret;
}

/**
 * The payment provider's side of a stage: the Razorpay key secret and webhook secret in Secrets Manager.
 * Their values come from the Razorpay dashboard, so CloudFormation only creates the secrets (with a
 * random placeholder) and an operator puts the real values; no value is ever in the template.
 */
export class Payments extends Construct implements PaymentProvider {
  readonly keyId?: string;
  readonly apiUrl?: string;
  readonly checkoutUrl: string;
  readonly keySecret: secretsmanager.Secret;
  readonly webhookSecret: secretsmanager.Secret;
  /** Origins the browser reaches for the checkout: its script, and the API its frames come from. */
  readonly checkoutOrigins: { script: string; api: string };

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    const { stage } = props;
    const settings = stage.razorpay;
    this.keyId = settings.keyId;
    this.apiUrl = settings.apiUrl;
    this.checkoutUrl = settings.checkoutUrl;
    this.checkoutOrigins = {
      script: new URL(settings.checkoutUrl).origin,
      api: new URL(settings.apiUrl ?? RAZORPAY_DEFAULTS.apiUrl).origin,
    };

    const removalPolicy = stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    this.keySecret = new secretsmanager.Secret(this, 'KeySecret', {
      secretName: settings.keySecretName,
      description: `Jobmatch ${stage.name}: Razorpay API key secret (the value from the Razorpay dashboard)`,
      removalPolicy,
    });
    this.webhookSecret = new secretsmanager.Secret(this, 'WebhookSecret', {
      secretName: settings.webhookSecretName,
      description: `Jobmatch ${stage.name}: Razorpay webhook secret (as entered for the webhook in the Razorpay dashboard)`,
      removalPolicy,
    });
    for (const secret of [this.keySecret, this.webhookSecret]) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'The value is issued by Razorpay and changed in its dashboard; a Lambda rotation cannot make a new one. It is rotated as a planned operation: regenerate in the dashboard, then put the new value here.',
      });
    }
  }
}

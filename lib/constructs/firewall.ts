import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { ApiErrorBody } from '../../shared/api/envelope';
import { catalogueFor } from '../../shared/errors/catalogue';

export interface FirewallProps {
  stageName: string;
  /** Requests below this path are API calls: the per-address rate rule counts only these. */
  apiPathPrefix: string;
  /** Requests one address may send below `apiPathPrefix` in five minutes. */
  apiRequestsPerIp: number;
  /**
   * Paths whose body is a file (multipart resume uploads). The common rule set's body rules would read the
   * file's bytes as text (and block anything over 8 KB); these paths are left to their handlers, which
   * bound the size and sniff the type.
   */
  fileBodyPaths: string[];
}

const RATE_LIMITED_BODY_KEY = 'RateLimited';

/** Every rule reports metrics and sampled requests under its own name. */
const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const pathStartsWith = (prefix: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const pathIs = (path: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const managedRuleGroup = (
  name: string,
  priority: number,
  options: Partial<wafv2.CfnWebACL.ManagedRuleGroupStatementProperty> = {},
): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ...options } },
  visibilityConfig: visibility(name),
});

/**
 * The CloudFront web ACL (scope CLOUDFRONT, so its stack must be in us-east-1): addresses on Amazon's
 * threat lists are refused, the common rule set blocks well-known exploit patterns, and one address
 * sending too many API calls gets the catalogue's 429 for a while. Everything else is allowed: the
 * application's own rules (who may do what, per-account limits) stay in handler code.
 */
export class Firewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: FirewallProps) {
    super(scope, id);
    const rateLimited = catalogueFor(429);
    const [firstFilePath, ...otherFilePaths] = props.fileBodyPaths.map(pathIs);
    const fileBody =
      firstFilePath && otherFilePaths.length > 0
        ? { orStatement: { statements: [firstFilePath, ...otherFilePaths] } }
        : firstFilePath;

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `jobmatch-${props.stageName}`,
      description: `Jobmatch ${props.stageName}: threat lists, common exploits, per-address API rate`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`jobmatch-${props.stageName}`),
      customResponseBodies: {
        [RATE_LIMITED_BODY_KEY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ ...rateLimited, status: 429 } satisfies ApiErrorBody),
        },
      },
      rules: [
        // First: a listed address costs nothing further.
        managedRuleGroup('AWSManagedRulesAmazonIpReputationList', 0),
        {
          name: 'ApiRequestsPerIp',
          priority: 1,
          action: {
            block: { customResponse: { responseCode: 429, customResponseBodyKey: RATE_LIMITED_BODY_KEY } },
          },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              evaluationWindowSec: 300,
              limit: props.apiRequestsPerIp,
              // Only API calls: a page load fetches many cached assets that cost nothing behind.
              scopeDownStatement: pathStartsWith(`${props.apiPathPrefix}/`),
            },
          },
          visibilityConfig: visibility('ApiRequestsPerIp'),
        },
        managedRuleGroup('AWSManagedRulesCommonRuleSet', 2, {
          // JSON bodies are bounded by the handlers' schemas and API Gateway's 10 MB; over 8 KB is not an attack.
          ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
          scopeDownStatement: fileBody ? { notStatement: { statement: fileBody } } : undefined,
        }),
      ],
    });
  }

  get webAclArn(): string {
    return this.webAcl.attrArn;
  }
}

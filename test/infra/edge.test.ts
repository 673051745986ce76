// Boundary: the stage's us-east-1 edge stack (the CloudFront web ACL) synthesized beside the dev stack.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../functions/routes';
import { FILE_BODY_ROUTES } from '../../lib/jobmatch-app';
import { API_BASE_PATH } from '../../shared/api/envelope';
import { catalogueFor } from '../../shared/errors/catalogue';
import { acknowledgements, nagFindings, repoRoot, type Synthesized, synthesize } from './synth';

let synth: Synthesized;
let template: Template;

beforeAll(() => {
  synth = synthesize({ stage: 'dev' });
  template = synth.edgeTemplate;
});

afterAll(() => synth?.dispose());

const webAcl = () => {
  const acls = Object.values(template.findResources('AWS::WAFv2::WebACL'));
  expect(acls).toHaveLength(1);
  return acls[0]?.Properties;
};
const rule = (name: string) => {
  const found = webAcl().Rules.find((candidate: { Name: string }) => candidate.Name === name);
  if (!found) throw new Error(`No rule ${name}`);
  return found;
};

describe('web ACL', () => {
  it('is a CloudFront web ACL in us-east-1 that allows what no rule blocks', () => {
    expect(synth.edge.region).toBe('us-east-1');
    expect(webAcl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('has the three rules: IP reputation first, the per-address API rate, then the common rule set', () => {
    expect(webAcl().Rules.map((r: { Priority: number; Name: string }) => [r.Priority, r.Name])).toEqual([
      [0, 'AWSManagedRulesAmazonIpReputationList'],
      [1, 'ApiRequestsPerIp'],
      [2, 'AWSManagedRulesCommonRuleSet'],
    ]);
    for (const name of ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet']) {
      expect(rule(name).Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: name });
      expect(rule(name).OverrideAction).toEqual({ None: {} });
    }
  });

  it('answers an address over the stage limit of API calls with the catalogue 429', () => {
    const rate = rule('ApiRequestsPerIp');
    expect(rate.Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      EvaluationWindowSec: 300,
      Limit: synth.stage.wafApiRequestsPerIp,
      ScopeDownStatement: {
        ByteMatchStatement: {
          FieldToMatch: { UriPath: {} },
          PositionalConstraint: 'STARTS_WITH',
          SearchString: `${API_BASE_PATH}/`,
        },
      },
    });
    expect(rate.Action).toEqual({
      Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'RateLimited' } },
    });
    const body = webAcl().CustomResponseBodies.RateLimited;
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toEqual({ ...catalogueFor(429), status: 429 });
  });

  it('lets bodies over 8 KB through, and leaves file uploads to their handlers', () => {
    const common = rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement;
    expect(common.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
    const excluded = common.ScopeDownStatement.NotStatement.Statement.OrStatement.Statements.map(
      (statement: { ByteMatchStatement: { SearchString: string } }) =>
        statement.ByteMatchStatement.SearchString,
    );
    expect(excluded.sort()).toEqual(
      FILE_BODY_ROUTES.map((key) => `${API_BASE_PATH}${key.split(' ')[1]}`).sort(),
    );
  });

  it('leaves out exactly the routes whose handler reads a multipart file', () => {
    // A route key in a module of routes ('POST /x': httpRoute(...)) owns the code up to the next route key.
    const readers: string[] = [];
    const functionsDir = path.join(repoRoot, 'functions');
    const modules = readdirSync(functionsDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    for (const file of modules) {
      const source = readFileSync(path.join(functionsDir, file), 'utf8');
      const parts = source.split(/'((?:GET|POST|PUT|PATCH|DELETE) \/[^']*)':\s*httpRoute/);
      for (let i = 1; i < parts.length; i += 2) {
        if (parts[i + 1]?.includes('readMultipartFile(')) readers.push(parts[i] as string);
      }
    }
    expect(readers.sort()).toEqual([...FILE_BODY_ROUTES].sort());
    const routeKeys = ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(routeKeys).toEqual(expect.arrayContaining(FILE_BODY_ROUTES));
  });

  it('reports metrics and samples for the ACL and each rule', () => {
    expect(webAcl().VisibilityConfig).toMatchObject({
      CloudWatchMetricsEnabled: true,
      SampledRequestsEnabled: true,
    });
    for (const r of webAcl().Rules as { Name: string; VisibilityConfig: unknown }[]) {
      expect(r.VisibilityConfig).toEqual({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
        MetricName: r.Name,
      });
    }
  });

  it('is clean under cdk-nag AwsSolutions with nothing acknowledged', () => {
    expect(nagFindings(synth.edge)).toEqual({ errors: [], warnings: [] });
    expect(acknowledgements(synth.edge)).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { BUCKETS, TABLE } from '../../functions/platform/resources';
import { EVENT_RULES, FALLBACK_FUNCTION, ROUTES, S3_TRIGGERS, SCHEDULES } from '../../functions/routes';
import { loadStageConfig, type StageConfig } from '../../lib/config/stage';
import type { JobmatchEdgeStack } from '../../lib/edge-stack';
import { addStage } from '../../lib/jobmatch-app';
import type { AppContract, JobmatchStack } from '../../lib/jobmatch-stack';
import { SITE_ORIGIN_PLACEHOLDER } from '../../shared/site/public-pages';

/*
 * Shared by the infra tests: synthesize a stage the way bin/app.ts does (same cdk.json context, same
 * contract tables unless a test brings its own), then read what came out.
 */

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown> & { stages: Record<string, unknown> };
};

export const realContract: AppContract = {
  routes: ROUTES,
  fallback: FALLBACK_FUNCTION,
  eventRules: EVENT_RULES,
  s3Triggers: S3_TRIGGERS,
  schedules: SCHEDULES,
  table: TABLE,
  buckets: BUCKETS,
};

export interface SynthOptions {
  stage?: string;
  /** Settings merged over the stage's cdk.json entry before validation. */
  overrides?: Record<string, unknown>;
  contract?: Partial<AppContract>;
  webDistDir?: string;
  /** Run esbuild for every function (slow); off, CDK skips asset bundling for this app. */
  bundle?: boolean;
}

export interface Synthesized {
  app: App;
  stack: JobmatchStack;
  /** The stage stack's own template. */
  template: Template;
  /** The event consumers' nested stack, each parameter replaced by what the stage stack passes it. */
  consumers: Template;
  /**
   * The stage as one template: the stage stack's resources with those of the consumers and of every
   * feature's API stack beside them, every reference across the boundary (parameters, nested-stack
   * outputs) replaced by what it stands for. For assertions over every function and route, wherever it
   * lives.
   */
  whole: Template;
  /** The stage's us-east-1 stack (the CloudFront web ACL). */
  edge: JobmatchEdgeStack;
  edgeTemplate: Template;
  stage: StageConfig;
  /** Removes the cloud assembly (bundles included) this synth wrote. */
  dispose(): void;
}

export function synthesize(options: SynthOptions = {}): Synthesized {
  const stageName = options.stage ?? 'dev';
  const stages = { ...cdkJson.context.stages };
  stages[stageName] = { ...(stages[stageName] as object), ...options.overrides };
  const stage = loadStageConfig(stageName, stages);
  const outdir = mkdtempSync(path.join(tmpdir(), 'jobmatch-cdk-test-'));
  const app = new App({
    outdir,
    context: { ...cdkJson.context, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  const { main, edge } = addStage(app, {
    stage,
    contract: { ...realContract, ...options.contract },
    functionsDir: path.join(repoRoot, 'functions'),
    webDistDir: options.webDistDir ?? path.join(tmpdir(), 'jobmatch-no-web-dist-here'),
  });
  const dispose = () => rmSync(outdir, { recursive: true, force: true });
  const template = Template.fromStack(main);
  return {
    app,
    stack: main,
    template,
    consumers: nestedTemplate(template, main.consumers),
    whole: wholeStage(template, functionStacks(main)),
    edge,
    edgeTemplate: Template.fromStack(edge),
    stage,
    dispose,
  };
}

/**
 * A nested stack's template with each parameter the parent passes replaced by the parent's value, so it
 * reads like the parent's own resources (`{ Ref: <function id> }` instead of a parameter). A value the
 * parent takes from a sibling nested stack's output is followed into that sibling (`siblings`).
 */
export function nestedTemplate(
  parent: Template,
  nested: NestedStack,
  siblings: NestedStack[] = [],
): Template {
  const parameters: Record<string, unknown> =
    parent.toJSON().Resources[nestedResourceId(nested)].Properties.Parameters ?? {};
  let json = JSON.stringify(Template.fromStack(nested).toJSON());
  for (const [name, value] of Object.entries(parameters)) {
    json = json.replaceAll(JSON.stringify({ Ref: name }), JSON.stringify(value));
  }
  for (const sibling of siblings) json = followOutputs(json, sibling);
  return Template.fromJSON(JSON.parse(json));
}

/** The nested stacks that hold functions: the event consumers and each feature's API. */
export function functionStacks(stack: JobmatchStack): NestedStack[] {
  return [stack.consumers, ...stack.apiFeatures.values()];
}

/** The stage stack and the nested stacks of its functions as one template (see `Synthesized.whole`). */
export function wholeStage(parent: Template, nestedStacks: NestedStack[]): Template {
  let parentText = JSON.stringify(parent.toJSON());
  for (const nested of nestedStacks) parentText = followOutputs(parentText, nested);
  const parentJson = JSON.parse(parentText);
  const resources: Record<string, unknown> = {};
  for (const nested of nestedStacks) {
    const nestedResources = nestedTemplate(parent, nested, nestedStacks).toJSON().Resources;
    for (const id of Object.keys(nestedResources)) {
      if ((id in parentJson.Resources || id in resources) && id !== 'CDKMetadata')
        throw new Error(`${id} is a logical id in two of the stage's templates (${nested.node.id})`);
    }
    Object.assign(resources, nestedResources);
  }
  return Template.fromJSON({ ...parentJson, Resources: { ...resources, ...parentJson.Resources } });
}

/** The stage stack's logical id of the nested stack whose template holds `logicalId`. */
export function nestedStackHolding(synth: Synthesized, logicalId: string): string {
  const holder = functionStacks(synth.stack).find(
    (nested) => logicalId in Template.fromStack(nested).toJSON().Resources,
  );
  if (!holder) throw new Error(`${logicalId} is in none of the stage's nested stacks`);
  return nestedResourceId(holder);
}

function nestedResourceId(nested: NestedStack): string {
  const element = nested.nestedStackResource;
  const id = element && (Stack.of(element).resolve(element.logicalId) as string);
  if (!id) throw new Error('The nested stack is not in the parent template');
  return id;
}

/** Replaces `{ Fn::GetAtt: [<nested stack>, Outputs.X] }` with the value the nested stack outputs as X. */
function followOutputs(json: string, nested: NestedStack): string {
  const id = nestedResourceId(nested);
  const outputs: Record<string, { Value: unknown }> = Template.fromStack(nested).toJSON().Outputs ?? {};
  let followed = json;
  for (const [name, output] of Object.entries(outputs)) {
    followed = followed.replaceAll(
      JSON.stringify({ 'Fn::GetAtt': [id, `Outputs.${name}`] }),
      JSON.stringify(output.Value),
    );
  }
  return followed;
}

/**
 * CloudFormation refuses a template with more than 500 resources. Any template of a stage passing this
 * fails the tests, leaving a hundred for the change that meets it to split the stack that grew.
 */
export const RESOURCE_HEADROOM_CAP = 400;

/** The stage stack itself keeps at least 200 resources free: what grows with features lives nested. */
export const STAGE_STACK_CAP = 300;

/** Resources per template of a stage: the stage stack (`stage`) and each nested stack, by construct id. */
export function resourceCounts(synth: Synthesized): Record<string, number> {
  const count = (template: Template) => Object.keys(template.toJSON().Resources).length;
  const nested = [...functionStacks(synth.stack), synth.stack.monitoring];
  return {
    stage: count(synth.template),
    ...Object.fromEntries(nested.map((stack) => [stack.node.id, count(Template.fromStack(stack))])),
  };
}

/** A throwaway built site, so the deployment path can be synthesized without building the web app. */
export function fakeWebDist(): { dir: string; dispose(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobmatch-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["app.tsx"]}');
  // One prerendered page (ADR 0014), with the origin the deployment fills in.
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(
    path.join(dir, 'prerendered', 'about.html'),
    `<!doctype html><link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}/about"><div id="root"><h1>About</h1></div>`,
  );
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Unacknowledged AwsSolutions findings, as "rule at construct path" lines for readable failures. */
export function nagFindings(scope: IConstruct): { errors: string[]; warnings: string[] } {
  const report = new AwsSolutionsChecks().validateScope(scope);
  const lines = (severity: string) =>
    report.violations
      .filter((violation) => violation.severity === severity)
      .flatMap((violation) =>
        violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
      );
  return { errors: lines('error'), warnings: lines('warning') };
}

/** Every acknowledged rule in the tree: where, which, and why. */
export function acknowledgements(scope: IConstruct): { path: string; id: string; reason: string }[] {
  return scope.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY && entry.data)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** Identity-policy statements, keyed by the logical id of the policy (or role) that holds them. */
export function identityStatements(
  template: Template,
): { holder: string; roles: string[]; statement: Statement }[] {
  const rows: { holder: string; roles: string[]; statement: Statement }[] = [];
  for (const [id, resource] of Object.entries(template.findResources('AWS::IAM::Policy'))) {
    const roles = (resource.Properties.Roles ?? []).map((role: { Ref: string }) => role.Ref);
    for (const statement of resource.Properties.PolicyDocument.Statement)
      rows.push({ holder: id, roles, statement });
  }
  for (const [id, resource] of Object.entries(template.findResources('AWS::IAM::Role'))) {
    for (const policy of resource.Properties.Policies ?? []) {
      for (const statement of policy.PolicyDocument.Statement)
        rows.push({ holder: id, roles: [id], statement });
    }
  }
  for (const [id, resource] of Object.entries(template.findResources('AWS::IAM::ManagedPolicy'))) {
    const roles = (resource.Properties.Roles ?? []).map((role: { Ref: string }) => role.Ref);
    for (const statement of resource.Properties.PolicyDocument.Statement)
      rows.push({ holder: id, roles, statement });
  }
  return rows;
}

export function actionsOf(statement: Statement): string[] {
  return [statement.Action].flat().sort();
}

export function resourcesOf(statement: Statement): unknown[] {
  return [statement.Resource].flat();
}

/** The logical id of the one resource of a type whose properties match. */
export function logicalIdOf(template: Template, type: string, props: Record<string, unknown>): string {
  const found = Object.keys(template.findResources(type, { Properties: props }));
  if (found.length !== 1) throw new Error(`Expected one ${type} matching, found ${found.length}`);
  return found[0] as string;
}

/** Renders a Fn::Join/Ref/GetAtt value as a readable string, as cdk-nag does: `https://<AWS::AccountId>`. */
export function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('Fn::Join' in record) {
      const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
      return parts.map(flatten).join(separator);
    }
    if ('Ref' in record) return `<${String(record.Ref)}>`;
    if ('Fn::GetAtt' in record) return `<${(record['Fn::GetAtt'] as string[]).join('.')}>`;
  }
  return JSON.stringify(value);
}

/** Actions that have no resource-level permissions, so a `Resource: "*"` statement may name them. */
export const ACTIONS_WITHOUT_RESOURCES = new Set([
  // Active tracing.
  'xray:PutTelemetryRecords',
  'xray:PutTraceSegments',
  // Health check of the SES account (region-pinned).
  'ses:GetAccount',
  // Text recognition of scanned resumes.
  'textract:DetectDocumentText',
  'textract:GetDocumentTextDetection',
  'textract:StartDocumentTextDetection',
]);

/**
 * Every action granted on `Resource: "*"`, one by one: CDK merges the statements of a role that share
 * their resources, so whole statements cannot be compared.
 */
export function actionsOnAnyResource(template: Template): string[] {
  return identityStatements(template)
    .filter(({ statement }) => resourcesOf(statement).includes('*'))
    .flatMap(({ statement }) => actionsOf(statement));
}

import { fileURLToPath } from 'node:url';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { BUCKETS, TABLE } from '../functions/platform/resources';
import { EVENT_RULES, FALLBACK_FUNCTION, ROUTES, S3_TRIGGERS, SCHEDULES } from '../functions/routes';
import { loadStageConfig } from '../lib/config/stage';
import { addStage } from '../lib/jobmatch-app';

const app = new App();
const stage = loadStageConfig(app.node.tryGetContext('stage') ?? 'dev', app.node.tryGetContext('stages'));

addStage(app, {
  stage,
  contract: {
    routes: ROUTES,
    fallback: FALLBACK_FUNCTION,
    eventRules: EVENT_RULES,
    s3Triggers: S3_TRIGGERS,
    schedules: SCHEDULES,
    table: TABLE,
    buckets: BUCKETS,
  },
  functionsDir: fileURLToPath(new URL('../functions', import.meta.url)),
  webDistDir: fileURLToPath(new URL('../web/dist', import.meta.url)),
});

Tags.of(app).add('project', 'jobmatch');
Tags.of(app).add('stage', stage.name);

// cdk-nag 3 is a policy-validation plugin: synth fails on any unacknowledged AwsSolutions finding.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

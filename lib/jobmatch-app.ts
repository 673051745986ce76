import type { App } from 'aws-cdk-lib';
import { routeKey } from '../functions/platform/contract';
import { API_BASE_PATH } from '../shared/api/envelope';
import type { StageConfig } from './config/stage';
import { EDGE_REGION, JobmatchEdgeStack } from './edge-stack';
import { type AppContract, JobmatchStack } from './jobmatch-stack';

/**
 * Routes whose body is a multipart file. The WAF's common rules would read the file as text; these are
 * left to their handlers, which bound the size and sniff the type (see Firewall).
 */
export const FILE_BODY_ROUTES = ['POST /resume/parse', 'POST /candidates/resume'];

export interface StageProps {
  stage: StageConfig;
  contract: AppContract;
  functionsDir: string;
  webDistDir: string;
}

/** One stage: its us-east-1 edge stack (the web ACL) and the application stack in the stage's region. */
export function addStage(app: App, props: StageProps): { edge: JobmatchEdgeStack; main: JobmatchStack } {
  const { stage, contract } = props;
  const routeKeys = new Set(contract.routes.map(routeKey));
  for (const key of FILE_BODY_ROUTES) {
    if (!routeKeys.has(key))
      throw new Error(`FILE_BODY_ROUTES names ${key}, which is not in the route table`);
  }
  const edge = new JobmatchEdgeStack(app, `Jobmatch-${stage.name}-edge`, {
    description: `Jobmatch (${stage.name}): CloudFront web ACL`,
    env: { account: stage.account, region: EDGE_REGION },
    firewall: {
      stageName: stage.name,
      apiPathPrefix: API_BASE_PATH,
      apiRequestsPerIp: stage.wafApiRequestsPerIp,
      fileBodyPaths: FILE_BODY_ROUTES.map((key) => `${API_BASE_PATH}${key.split(' ')[1]}`),
    },
  });
  const main = new JobmatchStack(app, `Jobmatch-${stage.name}`, {
    description: `Jobmatch (${stage.name}): job marketplace API, site, data and mail`,
    env: { account: stage.account, region: stage.region },
    stage,
    contract,
    functionsDir: props.functionsDir,
    webDistDir: props.webDistDir,
    webAclArn: edge.firewall.webAclArn,
  });
  return { edge, main };
}

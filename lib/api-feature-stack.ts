import { NestedStack } from 'aws-cdk-lib';
import type { FunctionSpec } from '../functions/platform/contract';
import { pascal } from './names';

/**
 * The feature an HTTP function belongs to: its folder under functions/ (`profile/handler` -> `profile`,
 * the fallback's `platform/http/fallback` -> `platform`). Decided from the route table, never by hand, and
 * stable: a function keeps its nested stack as long as it keeps its folder.
 */
export function apiFeatureOf(spec: FunctionSpec): string {
  const [feature] = spec.entry.split('/');
  if (!feature) throw new Error(`${spec.name} has no entry folder`);
  return feature;
}

/** The construct id of a feature's nested stack: `profile` -> `ApiProfile`. */
export function apiFeatureStackId(feature: string): string {
  return `Api${pascal(feature)}`;
}

/**
 * One feature's HTTP side, in a nested stack of its own so the stage stack stays far under
 * CloudFormation's 500 resources however many routes the features add (ADR 0002): the feature's API
 * functions (each with its role, policy, log group and the API's invoke permission), their integrations
 * and every route of theirs. The HTTP API itself, its stage and domain stay in the stage stack; a route
 * names the API through one parameter, and a function the shared resources it reads through others.
 */
export class ApiFeatureStack extends NestedStack {}

import { JOB_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

// Writes too: a search takes the expired jobs it meets out of the index (ADR 0009).
const jobSearchApi: FunctionSpec = {
  name: 'job-search-api',
  entry: 'job-search/entry',
  access: { table: 'readwrite' },
};

const jobSearchIndexer: FunctionSpec = {
  name: 'job-search-indexer',
  entry: 'job-search/indexer',
  access: { table: 'readwrite' },
  timeoutSeconds: 60,
};

export const jobSearchRoutes: RouteSpec[] = [
  { method: 'GET', path: '/jobs/search', fn: jobSearchApi, audience: 'public' },
];

export const jobSearchEventRules: EventRuleSpec[] = [
  { name: 'job-search-index', source: EVENT_SOURCE, detailType: JOB_CHANGED, fn: jobSearchIndexer },
];

import { JOB_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const jobSearchApi: FunctionSpec = {
  name: 'job-search-api',
  entry: 'job-search/entry',
  access: { table: 'read' },
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

const jobSearchExpiry: FunctionSpec = {
  name: 'job-search-expiry',
  entry: 'job-search/expiry-handler',
  access: { table: 'readwrite' },
  timeoutSeconds: 300,
};

/** A job's expiry passes without an event: the sweep takes it out of the index within a quarter hour (ADR 0009). */
export const jobSearchSchedules: ScheduleSpec[] = [
  { name: 'job-search-expiry', schedule: 'rate(15 minutes)', fn: jobSearchExpiry },
];

export const jobSearchEventRules: EventRuleSpec[] = [
  { name: 'job-search-index', source: EVENT_SOURCE, detailType: JOB_CHANGED, fn: jobSearchIndexer },
];

import { JOB_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const jobSuggestApi: FunctionSpec = {
  name: 'job-suggest-api',
  entry: 'job-suggest/entry',
  access: { table: 'read' },
};

const jobSuggestIndexer: FunctionSpec = {
  name: 'job-suggest-indexer',
  entry: 'job-suggest/indexer',
  access: { table: 'readwrite' },
  timeoutSeconds: 60,
};

/*
 * No rate-limit class: the typeahead is a public read sent at every pause in typing, and a budget counted
 * per request would cost a write per keystroke; API Gateway's stage throttling bounds it, as it bounds
 * GET /jobs/search.
 */
export const jobSuggestRoutes: RouteSpec[] = [
  { method: 'GET', path: '/jobs/suggest', fn: jobSuggestApi, audience: 'public' },
];

const jobSuggestExpiry: FunctionSpec = {
  name: 'job-suggest-expiry',
  entry: 'job-suggest/expiry-handler',
  access: { table: 'readwrite' },
  timeoutSeconds: 300,
};

/** A job's expiry passes without an event: the sweep uncounts it within a quarter hour (ADR 0039). */
export const jobSuggestSchedules: ScheduleSpec[] = [
  { name: 'job-suggest-expiry', schedule: 'rate(15 minutes)', fn: jobSuggestExpiry },
];

export const jobSuggestEventRules: EventRuleSpec[] = [
  { name: 'job-suggest-index', source: EVENT_SOURCE, detailType: JOB_CHANGED, fn: jobSuggestIndexer },
];

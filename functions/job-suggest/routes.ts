import { JOB_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

// Writes too: a suggestion uncounts the expired jobs it meets (ADR 0039), as a search removes them.
const jobSuggestApi: FunctionSpec = {
  name: 'job-suggest-api',
  entry: 'job-suggest/entry',
  access: { table: 'readwrite' },
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

export const jobSuggestEventRules: EventRuleSpec[] = [
  { name: 'job-suggest-index', source: EVENT_SOURCE, detailType: JOB_CHANGED, fn: jobSuggestIndexer },
];

import { ACCOUNT_DELETED, CANDIDATE_SEARCH_CHANGED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

// Reads the index; an opening records itself and may count toward the subscription; presigns the resume.
const candidateSearchApi: FunctionSpec = {
  name: 'candidate-search-api',
  entry: 'candidate-search/entry',
  access: { table: 'readwrite', uploads: 'read' },
};

// Keeps the index, and removes a deleted account's postings and openings: one function (ADR 0002).
const candidateSearchIndexer: FunctionSpec = {
  name: 'candidate-search-indexer',
  entry: 'candidate-search/indexer',
  access: { table: 'readwrite' },
  timeoutSeconds: 60,
};

export const candidateSearchRoutes: RouteSpec[] = [
  { method: 'GET', path: '/candidate-search', fn: candidateSearchApi, audience: 'approvedEmployer' },
  { method: 'POST', path: '/candidates/{id}/contact', fn: candidateSearchApi, audience: 'approvedEmployer' },
  { method: 'POST', path: '/candidates/{id}/resume', fn: candidateSearchApi, audience: 'approvedEmployer' },
];

export const candidateSearchEventRules: EventRuleSpec[] = [
  {
    name: 'candidate-search-index',
    source: EVENT_SOURCE,
    detailType: CANDIDATE_SEARCH_CHANGED,
    alsoDetailTypes: [ACCOUNT_DELETED],
    fn: candidateSearchIndexer,
  },
];

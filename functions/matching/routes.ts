import {
  ACCOUNT_DELETED,
  APPLICATION_SUBMITTED,
  CANDIDATE_INVITED,
  CANDIDATE_MATCHING_CHANGED,
  JOB_CHANGED,
} from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, ScheduleSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const matchingApi: FunctionSpec = {
  name: 'matching-api',
  entry: 'matching/entry',
  // Reads stored matches, scores a single pair on demand, records invitations and announces them.
  access: { table: 'readwrite', events: true },
};

// A refresh may read thousands of postings and write as many pairs: more time and memory than an API call.
const jobRefresh: FunctionSpec = {
  name: 'matching-job-refresh',
  entry: 'matching/job-refresh',
  access: { table: 'readwrite' },
  timeoutSeconds: 300,
  memoryMb: 1024,
};
const candidateRefresh: FunctionSpec = {
  name: 'matching-candidate-refresh',
  entry: 'matching/candidate-refresh',
  access: { table: 'readwrite' },
  timeoutSeconds: 300,
  memoryMb: 1024,
};
// A deleted account's matches go; an applicant is marked among the job's matching candidates (one small
// transaction). One function for both: each function costs the stack about nine resources (ADR 0002).
const sideEvents: FunctionSpec = {
  name: 'matching-side-events',
  entry: 'matching/side-events',
  access: { table: 'readwrite' },
  timeoutSeconds: 60,
};
// The candidates' matching mails: invitations, and the Monday digest, which signs unsubscribe links.
const inviteNotify: FunctionSpec = {
  name: 'matching-invite-notify',
  entry: 'matching/invite-notify',
  access: { table: 'readwrite', mail: true, siteOrigin: true, signingKey: true },
  timeoutSeconds: 300,
};
export const matchingRoutes: RouteSpec[] = [
  { method: 'GET', path: '/candidates/recommended-jobs', fn: matchingApi, audience: 'candidate' },
  { method: 'GET', path: '/candidates/top-matches', fn: matchingApi, audience: 'candidate' },
  { method: 'GET', path: '/candidates/job-match/{jobId}', fn: matchingApi, audience: 'candidate' },
  { method: 'GET', path: '/candidates/matching-stats', fn: matchingApi, audience: 'candidate' },
  { method: 'GET', path: '/jobs/{id}/matching-candidates', fn: matchingApi, audience: 'approvedEmployer' },
  {
    method: 'POST',
    path: '/jobs/{id}/matching-candidates/{candidateId}/invite',
    fn: matchingApi,
    audience: 'approvedEmployer',
  },
];

export const matchingEventRules: EventRuleSpec[] = [
  { name: 'matching-job-changed', source: EVENT_SOURCE, detailType: JOB_CHANGED, fn: jobRefresh },
  {
    name: 'matching-candidate-changed',
    source: EVENT_SOURCE,
    detailType: CANDIDATE_MATCHING_CHANGED,
    fn: candidateRefresh,
  },
  {
    name: 'matching-account-deleted',
    source: EVENT_SOURCE,
    detailType: ACCOUNT_DELETED,
    fn: sideEvents,
  },
  {
    name: 'matching-candidate-invited',
    source: EVENT_SOURCE,
    detailType: CANDIDATE_INVITED,
    fn: inviteNotify,
  },
  {
    name: 'matching-application-submitted',
    source: EVENT_SOURCE,
    detailType: APPLICATION_SUBMITTED,
    fn: sideEvents,
  },
];

export const matchingSchedules: ScheduleSpec[] = [
  // Mondays at 03:30 UTC, 9:00 in India: the candidates' best new matches of the week (issue 32).
  { name: 'matching-weekly-digest', schedule: 'cron(30 3 ? * MON *)', fn: inviteNotify },
];

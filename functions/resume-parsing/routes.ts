import { ACCOUNT_DELETED } from '../model/events';
import type { EventRuleSpec, FunctionSpec, RouteSpec, S3TriggerSpec } from '../platform/contract';
import { EVENT_SOURCE } from '../platform/resources';

const resumeParse: FunctionSpec = {
  name: 'resume-parse',
  entry: 'resume-parsing/entry',
  access: { table: 'readwrite', textRecognition: true },
  timeoutSeconds: 29,
  memoryMb: 1024,
  // A parse runs for seconds: a handful of requests must not take the account's whole concurrency.
  reservedConcurrency: 10,
};

const resumeParseOnUpload: FunctionSpec = {
  name: 'resume-parse-on-upload',
  entry: 'resume-parsing/trigger',
  access: { table: 'readwrite', uploads: 'read', textRecognition: true },
  timeoutSeconds: 60,
  memoryMb: 1024,
  // S3 retries a throttled asynchronous invocation, so uploads wait instead of crowding out the API.
  reservedConcurrency: 5,
};

/**
 * Reading a document is seconds of CPU at worst. In AWS each function has instances of its own; the local
 * host runs these on a worker thread, so a parse does not hold up every other request.
 */
export const resumeParsingCpuBound: FunctionSpec[] = [resumeParse, resumeParseOnUpload];

export const resumeParsingRoutes: RouteSpec[] = [
  { method: 'POST', path: '/resume/parse', fn: resumeParse, audience: 'candidate', rateLimit: 'resumeParse' },
];

/** Confirmed resumes live under resumes/{userId}/; uploads in flight under incoming/ are not parsed. */
export const resumeParsingTriggers: S3TriggerSpec[] = [
  { name: 'resume-confirmed', bucket: 'uploads', prefix: 'resumes/', fn: resumeParseOnUpload },
];

const resumeParseCleanup: FunctionSpec = {
  name: 'resume-parse-cleanup',
  entry: 'resume-parsing/cleanup',
  access: { table: 'readwrite' },
};

/** A deleted account's parsed resumes go with it (ADR 0006, 0008). */
export const resumeParsingEventRules: EventRuleSpec[] = [
  {
    name: 'resume-parse-account-deleted',
    source: EVENT_SOURCE,
    detailType: ACCOUNT_DELETED,
    fn: resumeParseCleanup,
  },
];

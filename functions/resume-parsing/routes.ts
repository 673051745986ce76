import type { FunctionSpec, RouteSpec, S3TriggerSpec } from '../platform/contract';

const resumeParse: FunctionSpec = {
  name: 'resume-parse',
  entry: 'resume-parsing/handler',
  access: { table: 'readwrite', textRecognition: true },
  timeoutSeconds: 29,
  memoryMb: 1024,
};

const resumeParseOnUpload: FunctionSpec = {
  name: 'resume-parse-on-upload',
  entry: 'resume-parsing/trigger',
  access: { table: 'readwrite', uploads: 'read', textRecognition: true },
  timeoutSeconds: 60,
  memoryMb: 1024,
};

export const resumeParsingRoutes: RouteSpec[] = [
  { method: 'POST', path: '/resume/parse', fn: resumeParse, audience: 'candidate' },
];

/** Confirmed resumes live under resumes/{userId}/; uploads in flight under incoming/ are not parsed. */
export const resumeParsingTriggers: S3TriggerSpec[] = [
  { name: 'resume-confirmed', bucket: 'uploads', prefix: 'resumes/', fn: resumeParseOnUpload },
];

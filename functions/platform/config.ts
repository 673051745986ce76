import { ENV } from './resources';

/** Reads a required setting of the function's environment; a missing one is a deployment fault. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  get tableName() {
    return requireEnv(ENV.tableName);
  },
  get uploadsBucket() {
    return requireEnv(ENV.uploadsBucket);
  },
  get eventBusName() {
    return requireEnv(ENV.eventBusName);
  },
  get mailFrom() {
    return requireEnv(ENV.mailFrom);
  },
  get supportAddress() {
    return requireEnv(ENV.supportAddress);
  },
  get mailConfigurationSet() {
    return process.env[ENV.mailConfigurationSet] || undefined;
  },
  get textRecognition(): 'textract' | undefined {
    return process.env[ENV.textRecognition] === 'textract' ? 'textract' : undefined;
  },
  /** Only an explicit 'false' closes the marketplace: a stage that says nothing is live. */
  get jobsLive() {
    return process.env[ENV.jobsLive] !== 'false';
  },
  get siteOrigin() {
    return requireEnv(ENV.siteOrigin).replace(/\/+$/, '');
  },
  get siteBucket() {
    return requireEnv(ENV.siteBucket);
  },
  get scheduleGroup() {
    return requireEnv(ENV.scheduleGroup);
  },
  get schedulerRoleArn() {
    return requireEnv(ENV.schedulerRoleArn);
  },
  get scheduleDeadLetters() {
    return process.env[ENV.scheduleDeadLetters] || undefined;
  },
  get s3ForcePathStyle() {
    return process.env[ENV.s3ForcePathStyle] === 'true';
  },
};

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
  /** The stage's grievance officer (DPDP Act s. 8(10)), named on the privacy page and in the desk's mails. */
  get grievanceOfficer(): { name: string; email: string } {
    const officer = JSON.parse(requireEnv(ENV.grievanceOfficer)) as { name?: unknown; email?: unknown };
    if (typeof officer.name !== 'string' || typeof officer.email !== 'string')
      throw new Error(`${ENV.grievanceOfficer} must be {"name","email"}`);
    return { name: officer.name, email: officer.email };
  },
  /** The retention period of an unused account, in days (ADR 0038). */
  get inactiveAccountDays() {
    const days = Number(requireEnv(ENV.inactiveAccountDays));
    if (!Number.isInteger(days) || days < 1) throw new Error(`${ENV.inactiveAccountDays} must be whole days`);
    return days;
  },
  get s3ForcePathStyle() {
    return process.env[ENV.s3ForcePathStyle] === 'true';
  },
};

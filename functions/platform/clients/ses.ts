import { SESv2Client } from '@aws-sdk/client-sesv2';

/** One client per process, made on first use (see dynamo.ts). */
let ses: SESv2Client | undefined;

export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({});
  return ses;
}

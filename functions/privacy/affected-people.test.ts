// Boundary: the breach-readiness script (bin/affected-people.ts, privacy/affected-people.ts) against DynamoDB Local and s3rver.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/support/accounts';
import { createAccount } from '../model/account-creation';
import { markActive } from '../platform/auth/activity';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { affectedPeople } from './affected-people';
import { fileGuestRequest } from './requests';

const person = (firstName: string) =>
  createAccount({
    email: uniqueEmail('breach'),
    password: 'Breach@2025',
    firstName,
    lastName: 'Pillai',
    role: 'USER',
  });

describe('affected people', () => {
  it('names the accounts a table key range holds data of, and addresses that belong to no account', async () => {
    const [held, other] = await Promise.all([person('Anil'), person('Bina')]);
    await Promise.all([markActive(held.id, '2026-01-05'), markActive(other.id, '2026-01-05')]);
    const { people } = await affectedPeople({
      pkPrefix: `$jobmatch#userid_${held.id}`,
      skPrefix: '$accountactivity',
    });
    expect(people).toEqual([
      {
        userId: held.id,
        email: held.email,
        name: 'Anil Pillai',
        accountExists: true,
        holds: ['accountActivity'],
      },
    ]);

    const guest = uniqueEmail('breach.guest');
    await fileGuestRequest({
      kind: 'access',
      details: 'Please send me a copy of my data.',
      name: 'Chitra',
      email: guest,
    });
    const requests = await affectedPeople({ pkPrefix: '$jobmatch#id_', skPrefix: '$privacyrequest_1' });
    expect(requests.people).toContainEqual({ email: guest, accountExists: false, holds: ['privacyRequest'] });
  });

  it('names the people whose files a bucket prefix holds, from the command line too', async () => {
    const owner = await person('Dev');
    const key = `incoming/resumes/${owner.id}/resume.pdf`;
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config.uploadsBucket,
        Key: key,
        Body: '%PDF-1.4',
        ContentType: 'application/pdf',
      }),
    );
    const { people } = await affectedPeople({ bucketPrefix: `incoming/resumes/${owner.id}/` });
    expect(people).toEqual([
      {
        userId: owner.id,
        email: owner.email,
        name: 'Dev Pillai',
        accountExists: true,
        holds: ['incoming/resumes'],
      },
    ]);

    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'bin/affected-people.ts', '--bucket', `incoming/resumes/${owner.id}/`, '--json'],
      { env: process.env },
    );
    const printed = JSON.parse(stdout) as { read: number; people: { email: string }[] };
    expect(printed.read).toBe(1);
    expect(printed.people.map((entry) => entry.email)).toEqual([owner.email]);
  });
});

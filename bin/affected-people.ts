/**
 * Breach readiness (docs/runbooks/data-breach.md): lists the people whose personal data a part of the
 * store holds, so the Board's report can count them and each can be mailed.
 *
 *   npx tsx bin/affected-people.ts --pk '$jobmatch#userid_' [--sk '$profile_1'] [--json]
 *   npx tsx bin/affected-people.ts --bucket 'resumes/' [--json]
 *
 * Against a stage: set TABLE_NAME and UPLOADS_BUCKET (the stack's outputs) and the usual AWS credentials
 * (a read-only role is enough). Without TABLE_NAME it reads the local stack of `npm start` (DYNAMO_PORT,
 * default 8000; S3_PORT, default 4569).
 */
import { parseArgs } from 'node:util';
import { pointAtLocalStackUnlessStageNamed } from './local-stack-env';

const { values } = parseArgs({
  options: {
    pk: { type: 'string' },
    sk: { type: 'string' },
    bucket: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

async function main() {
  if ((values.pk === undefined) === (values.bucket === undefined) || (values.sk && !values.pk)) {
    console.error(
      "Usage: npx tsx bin/affected-people.ts --pk '<pk prefix>' [--sk '<sk prefix>'] | --bucket '<key prefix>' [--json]",
    );
    process.exit(2);
  }
  await pointAtLocalStackUnlessStageNamed({ uploads: true });
  const { affectedPeople } = await import('../functions/privacy/affected-people');
  const range =
    values.bucket !== undefined
      ? { bucketPrefix: values.bucket }
      : { pkPrefix: values.pk as string, skPrefix: values.sk };
  const { read, people } = await affectedPeople(range);
  if (values.json) {
    console.info(JSON.stringify({ range, read, people }, null, 2));
    return;
  }
  console.info(`${read} ${values.bucket !== undefined ? 'objects' : 'items'} read; ${people.length} people.`);
  for (const person of people) {
    const who = [person.email ?? '(address not held)', person.name, person.userId]
      .filter(Boolean)
      .join(' · ');
    console.info(`${who}${person.accountExists ? '' : ' [no account]'}: ${person.holds.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error('Could not list the affected people:', error instanceof Error ? error.message : error);
  process.exit(1);
});

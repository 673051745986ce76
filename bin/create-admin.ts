/**
 * `npm run create-admin -- --email ops@jobmatch.in --first Meera --last Iyer`: the only way an admin
 * account comes to be (sign-up never makes one). The password is read from ADMIN_PASSWORD or asked for.
 *
 * Against AWS: set TABLE_NAME (the stack's table) and the usual AWS credentials. Without TABLE_NAME it
 * writes to the local stack started by `npm start` (DYNAMO_PORT, default 8000).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { emailSchema } from '../shared/auth/schemas';
import { PASSWORD } from '../shared/constants';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { values } = parseArgs({
  options: { email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' } },
});

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await prompt.question('Password for the new admin (at least 8 characters): ');
  prompt.close();
  return answer;
}

async function main() {
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success || !values.first || !values.last) {
    console.error('Usage: npm run create-admin -- --email <address> --first <first name> --last <last name>');
    process.exit(2);
  }
  if (!process.env.TABLE_NAME) {
    const { LOCAL_NAMES } = await import('../functions/platform/local/stack');
    process.env.TABLE_NAME = LOCAL_NAMES.table;
    process.env.AWS_ENDPOINT_URL_DYNAMODB ??= `http://127.0.0.1:${process.env.DYNAMO_PORT ?? 8000}`;
    process.env.AWS_REGION ??= 'ap-south-1';
    process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  }
  const password = await askPassword();
  if (password.length < PASSWORD.minLengthSignUp) {
    console.error(`The password must be at least ${PASSWORD.minLengthSignUp} characters.`);
    process.exit(2);
  }
  const { createAccount } = await import('../functions/model/account-creation');
  try {
    const admin = await createAccount({
      email: email.data,
      password,
      firstName: values.first,
      lastName: values.last,
      role: 'ADMIN',
    });
    console.info(`Admin ${admin.email} created (id ${admin.id}) in table ${process.env.TABLE_NAME}.`);
  } catch (error) {
    console.error('Could not create the admin:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

void main();

import { hkdfSync } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ENV } from '../resources';

/*
 * One master secret per stage; each use gets its own key derived with HKDF, so a token key can never be
 * used as a code key. In AWS the secret is read once per cold start from Secrets Manager; locally and in
 * tests it is given directly in the environment.
 */

let master: Promise<Buffer> | undefined;

async function loadMaster(): Promise<Buffer> {
  const direct = process.env[ENV.authSigningKey];
  if (direct) return Buffer.from(direct, 'base64');
  const arn = process.env[ENV.authSigningKeySecret];
  if (!arn) throw new Error(`Neither ${ENV.authSigningKey} nor ${ENV.authSigningKeySecret} is set`);
  const { SecretString } = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: arn }),
  );
  if (!SecretString) throw new Error('The signing key secret is empty');
  return Buffer.from(SecretString, 'utf8');
}

export type KeyPurpose = 'access-token' | 'proof-token' | 'one-time-code';

export async function derivedKey(purpose: KeyPurpose): Promise<Uint8Array> {
  master ??= loadMaster().catch((error: unknown) => {
    master = undefined;
    throw error;
  });
  return new Uint8Array(hkdfSync('sha256', await master, Buffer.alloc(0), `jobmatch:${purpose}`, 32));
}

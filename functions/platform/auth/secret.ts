import { hkdfSync } from 'node:crypto';
import { ENV } from '../resources';
import { secretSetting } from '../secret-setting';

/*
 * One master secret per stage; each use gets its own key derived with HKDF, so a token key can never be
 * used as a code key. In AWS the secret is read once per cold start from Secrets Manager; locally and in
 * tests it is given directly in the environment.
 */

const master = secretSetting({
  directEnv: ENV.authSigningKey,
  directEncoding: 'base64',
  arnEnv: ENV.authSigningKeySecret,
});

export type KeyPurpose = 'access-token' | 'proof-token' | 'one-time-code' | 'mail-link';

export async function derivedKey(purpose: KeyPurpose): Promise<Uint8Array> {
  const key = await master.get();
  if (!key) throw new Error(`Neither ${ENV.authSigningKey} nor ${ENV.authSigningKeySecret} is set`);
  return new Uint8Array(hkdfSync('sha256', key, Buffer.alloc(0), `jobmatch:${purpose}`, 32));
}

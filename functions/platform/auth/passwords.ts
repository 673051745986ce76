import { randomBytes } from 'node:crypto';

/**
 * argon2id with the OWASP ASVS parameters: 19 MiB of memory, 2 passes, 1 lane, a 16-byte random salt,
 * PHC-encoded. The native `argon2` addon computes it about five times faster than the WebAssembly build
 * used before, on the sign-in path's CPU; CDK ships its prebuilt linux-arm64 binary with each function
 * whose bundle imports it (lambda-bundling.ts, ADR 0005). Hashes made before verify unchanged.
 */
export const ARGON2_PARAMETERS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

/**
 * Loaded on the first hash or check, not at cold start: most calls to the accounts function (token
 * refreshes, codes) never touch a password, and loading the addon costs about 20 ms of CPU.
 */
const argon2 = () => import('argon2');

export async function hashPassword(password: string): Promise<string> {
  const { argon2id, hash } = await argon2();
  return hash(password, { ...ARGON2_PARAMETERS, type: argon2id });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const { verify } = await argon2();
  return verify(stored, password);
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check when there is no account, so timing does not tell who has one. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await decoy);
  return false;
}

import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

/**
 * argon2id with the OWASP ASVS parameters: 19 MiB of memory, 2 passes, 1 lane, a 16-byte random salt,
 * PHC-encoded. The native `argon2` addon computes it about five times faster than the WebAssembly build
 * used before, on the sign-in path's CPU; CDK ships its prebuilt linux-arm64 binary with each function
 * that imports it (FunctionSpec.nativeModules, ADR 0005). Hashes made before verify unchanged.
 */
export const ARGON2_PARAMETERS = {
  type: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMETERS);
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verify(stored, password);
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check when there is no account, so timing does not tell who has one. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await decoy);
  return false;
}

import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * argon2id with the OWASP ASVS parameters: 19 MiB of memory, 2 passes, 1 lane. hash-wasm runs it as
 * WebAssembly inside the bundle: no native binary to build per Lambda architecture (ADR 0005).
 */
export const ARGON2_PARAMETERS = {
  memorySize: 19_456,
  iterations: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2_PARAMETERS, password, salt: randomBytes(16), outputType: 'encoded' });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return argon2Verify({ password, hash });
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check when there is no account, so timing does not tell who has one. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await decoy);
  return false;
}

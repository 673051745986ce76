// Boundary: password hashing through the native argon2 addon, against hashes made before it.
import { describe, expect, it } from 'vitest';
import earlier from './fixtures/hash-wasm-argon2id.json';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('makes PHC-encoded argon2id hashes with the ASVS parameters and a fresh 16-byte salt', async () => {
    const first = await hashPassword('Correct horse 1!');
    const second = await hashPassword('Correct horse 1!');
    const [, type, version, parameters, salt, digest] = first.split('$');
    expect({ type, version, parameters: parameters?.split(',').sort() }).toEqual({
      type: 'argon2id',
      version: 'v=19',
      parameters: ['m=19456', 'p=1', 't=2'],
    });
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(digest ?? '', 'base64')).toHaveLength(32);
    expect(second).not.toBe(first);
  });

  it('verifies its own hashes and refuses a wrong password', async () => {
    const hash = await hashPassword('Correct horse 1!');
    expect(await verifyPassword('Correct horse 1!', hash)).toBe(true);
    expect(await verifyPassword('correct horse 1!', hash)).toBe(false);
  });

  it('still verifies hashes stored by the WebAssembly build used before', async () => {
    expect(await verifyPassword(earlier.password, earlier.hash)).toBe(true);
    expect(await verifyPassword(`${earlier.password}x`, earlier.hash)).toBe(false);
  });

  it('answers false for an address without an account, after a real verification', async () => {
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});

/**
 * CPU time of one password hash and one verification with the parameters sign-in uses (passwords.ts): the
 * work a sign-in pays on its function's CPU share. Run directly (`tsx test/bench/password-hashing.ts`) or
 * from `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import { hashPassword, verifyPassword } from '../../functions/platform/auth/passwords';

export interface HashingFigures {
  hashMs: number;
  verifyMs: number;
}

const RUNS = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** User plus system CPU of one call, in milliseconds: wall time would count the other processes here. */
async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

export async function passwordHashing(): Promise<HashingFigures> {
  const password = 'Bench@2025-correct horse';
  const hash = await hashPassword(password); // warm-up: the first call also compiles or loads the engine
  await verifyPassword(password, hash);
  const hashes: number[] = [];
  const verifies: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    hashes.push(await cpuMs(() => hashPassword(password)));
    verifies.push(await cpuMs(() => verifyPassword(password, hash)));
  }
  return { hashMs: median(hashes), verifyMs: median(verifies) };
}

export function printPasswordHashing({ hashMs, verifyMs }: HashingFigures): void {
  console.info(
    '\nPassword hashing, CPU per call (argon2id m=19456 KiB t=2 p=1; median of 15 after a warm-up)',
  );
  console.info(`  hash   ${hashMs.toFixed(1).padStart(6)} ms`);
  console.info(`  verify ${verifyMs.toFixed(1).padStart(6)} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printPasswordHashing(await passwordHashing());
}

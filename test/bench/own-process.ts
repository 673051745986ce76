import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Runs a benchmark module (its main guard) in a process of its own and waits for it. A benchmark that
 * starts a local stack needs one: the SDK client keeps the DynamoDB endpoint it first resolved, which in
 * `npm run bench` is an earlier benchmark's stopped stack.
 */
export async function inOwnProcess(moduleUrl: string, name: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(moduleUrl)], {
    stdio: 'inherit',
    env: process.env,
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${name} benchmark failed (exit ${code})`);
}

/** Whether this module is the process's entry (run directly or by inOwnProcess). */
export const isEntry = (moduleUrl: string) => moduleUrl === pathToFileURL(process.argv[1] ?? '').href;

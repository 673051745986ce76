// Runs before `npm start` and `npm test`: installs the locked packages when they are missing or older
// than the lockfile, and says plainly what else the machine needs. Plain Node: it runs before any package.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const lock = 'package-lock.json';
const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.info('Installing packages from the lockfile (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

try {
  execSync('java -version', { stdio: 'ignore' });
} catch {
  console.error(
    'Java 17 or newer is needed for DynamoDB Local. Install it (Debian: apt-get install -y openjdk-17-jre-headless).',
  );
  process.exit(1);
}

import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS, WEB_URL } from './test/e2e/stack';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/warm-up.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  // Waits follow the app's state; these are only the ceilings. The dev server compiles each module on its
  // first request and a cold page loads them one import at a time, so on a busy two-core machine a first
  // visit can take several seconds: the ceilings leave room for that without making passing runs slower.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: WEB_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx bin/local.ts',
    url: WEB_URL,
    env: {
      WEB_PORT: String(E2E_PORTS.web),
      API_PORT: String(E2E_PORTS.api),
      MAIL_PORT: String(E2E_PORTS.mail),
      DYNAMO_PORT: String(E2E_PORTS.dynamo),
      S3_PORT: String(E2E_PORTS.s3),
      EVENTS_PORT: String(E2E_PORTS.events),
      LOCAL_DATA: 'memory',
      // The demo accounts (one per role) that the sign-in tests use.
      SEED: 'true',
      // Each test presents a viewer address of its own (viewerAddressFor), so rate limits count per test.
      LOCAL_TRUST_VIEWER_ADDRESS: 'true',
    },
    reuseExistingServer: !isCI,
    timeout: 180_000,
  },
});

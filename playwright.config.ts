import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS, WEB_URL } from './test/e2e/stack';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
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
    },
    reuseExistingServer: !isCI,
    timeout: 180_000,
  },
});

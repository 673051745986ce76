import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, E2E_PORTS, WEB_URL } from './test/e2e/stack';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  // Waits follow the app's state; these are only the ceilings, with room for a busy two-core machine.
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
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
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
      RAZORPAY_PORT: String(E2E_PORTS.razorpay),
      LOCAL_DATA: 'memory',
      // The demo accounts (one per role) that the sign-in tests use.
      SEED: 'true',
      // Each test presents a viewer address of its own (viewerAddressFor), so rate limits count per test.
      LOCAL_TRUST_VIEWER_ADDRESS: 'true',
      // The built app, as it ships: pages load in a few requests instead of the dev server's one per module.
      WEB_SERVE: 'build',
      // The status mail's undo window (ADR 0023) in seconds, not the product's 30: a kept change's mail
      // arrives while the test waits for it, and an Undo clicked at once is still well inside it.
      LOCAL_EVENT_DELAY_SECONDS: '5',
    },
    reuseExistingServer: !isCI,
    timeout: 180_000,
  },
});

// Integration tests: one local stack (in memory) for the whole run; workers reach it through its env.
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../../functions/demo/seed';
import {
  type LocalStack,
  startLocalStack,
  TRUST_VIEWER_ADDRESS_ENV,
} from '../../functions/platform/local/stack';
import { onFreeStackPorts } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: Record<string, string>;
    apiUrl: string;
    mailStoreUrl: string;
  }
}

let stack: LocalStack | undefined;

// Lambda runs Node 22; the SDK's notice about this machine's Node 20 says nothing to a test run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
// Each test presents a viewer address of its own (test/support/api.ts), so rate limits count per test.
process.env[TRUST_VIEWER_ADDRESS_ENV] = 'true';

export async function setup(project: TestProject) {
  stack = await onFreeStackPorts((ports) =>
    // Delayed consumers (the status mail's undo window, ADR 0023) are called by the tests themselves,
    // once "the window has passed", so no test waits for it and none races it.
    startLocalStack({ ports, webOrigins: ['http://localhost:5173'], eventDelaySeconds: null }),
  );
  // The demo accounts, as `npm start` makes them: tests sign in as the approved employer and the admin.
  await seedDemoData();
  project.provide('stackEnv', stack.env);
  project.provide('apiUrl', `${stack.apiUrl}/api/v1`);
  project.provide('mailStoreUrl', stack.mailStoreUrl);
}

export async function teardown() {
  await stack?.stop();
}

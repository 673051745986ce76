/**
 * The local stack the open-loop load test (open-loop-load.ts) aims at, in a process of its own as
 * `npm start` runs it: on free ports, in memory, with the demo data seeded and every event it set off
 * handled. Tells its parent the API's address, and stops on SIGTERM.
 */
import { startLocalStack } from '../../functions/platform/local/stack';
import { onFreeStackPorts } from '../setup/free-port';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

const stack = await onFreeStackPorts((ports) =>
  startLocalStack({ ports, webOrigins: ['http://localhost:5173'] }),
);
process.once('SIGTERM', () => {
  void stack.stop().finally(() => process.exit(0));
});
// Loaded after the stack: the handlers' logger must see the log level set above.
const { seedDemoData } = await import('../../functions/demo/seed');
await seedDemoData();
// The matched candidate's recommendations come from the refresh the seed's events start.
await stack.idle();
process.send?.({ apiUrl: stack.apiUrl });

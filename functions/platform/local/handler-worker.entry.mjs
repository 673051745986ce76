// The worker thread that handler-worker.ts starts: runs the handlers of the functions it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { loadHandler } = await import('./load-handler.ts');
const { lambdaContext } = await import('./lambda-context.ts');
await Promise.all(workerData.preload.map(loadHandler));

parentPort.on('message', async ({ id, fn, event, awsRequestId }) => {
  try {
    const handler = await loadHandler(fn);
    const context = { ...lambdaContext(fn), ...(awsRequestId ? { awsRequestId } : {}) };
    parentPort.postMessage({ id, result: await handler(event, context) });
  } catch (error) {
    const { name = 'Error', message = String(error), stack } = error instanceof Error ? error : {};
    parentPort.postMessage({ id, error: { name, message, stack } });
  }
});

import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { FunctionSpec } from '../contract';
import type { AnyHandler } from './load-handler';

interface Reply {
  id: number;
  result?: unknown;
  error?: { name: string; message: string; stack?: string };
}

/**
 * A worker thread running the handlers of the functions given (loaded as it starts), so that seconds of CPU
 * there (reading a long document) leave the host's thread free to answer every other request. They share
 * the thread, as they shared the host's: what one has loaded (pdf.js) is warm for the others. Invocations
 * are passed as messages; the handler's answer or error comes back the same way.
 */
export function handlerWorker(fns: FunctionSpec[]): {
  handlerFor(fn: FunctionSpec): AnyHandler;
  stop(): Promise<void>;
} {
  const worker = new Worker(new URL('./handler-worker.entry.mjs', import.meta.url), {
    workerData: { preload: fns },
    // Handlers read their settings from the environment the stack sets, as it is when they run.
    env: SHARE_ENV,
    // The entry registers the TypeScript loader itself, whatever runs the host (tsx or Vitest).
    execArgv: [],
  });
  // Like the HTTP servers, a worker alone does not keep the process running.
  worker.unref();
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, result, error }: Reply) => {
    const call = pending.get(id);
    pending.delete(id);
    if (error)
      call?.reject(Object.assign(new Error(error.message), { name: error.name, stack: error.stack }));
    else call?.resolve(result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The handler worker exited with code ${code}`)));

  return {
    handlerFor: (fn) => (event, context?: { awsRequestId?: string }) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, fn, event, awsRequestId: context?.awsRequestId });
      }),
    stop: async () => {
      await worker.terminate();
    },
  };
}

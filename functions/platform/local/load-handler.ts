import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FunctionSpec } from '../contract';
import { handlerWorker } from './handler-worker';

// biome-ignore lint/suspicious/noExplicitAny: a handler's event type is the function's own business.
export type AnyHandler = (event: any, context: any) => Promise<any>;

/** How the local adapters (API host, event bus, S3 triggers) get the handler a FunctionSpec names. */
export type LoadHandler = (fn: FunctionSpec) => Promise<AnyHandler>;

const functionsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cache = new Map<string, Promise<AnyHandler>>();

/** Imports the module a FunctionSpec names, exactly the entry CDK bundles, and returns its `handler`. */
export function loadHandler(fn: FunctionSpec): Promise<AnyHandler> {
  let loaded = cache.get(fn.entry);
  if (!loaded) {
    const file = pathToFileURL(path.join(functionsRoot, `${fn.entry}.ts`)).href;
    loaded = import(file).then((module: { handler?: AnyHandler }) => {
      if (typeof module.handler !== 'function') throw new Error(`${fn.entry} does not export a handler`);
      return module.handler;
    });
    cache.set(fn.entry, loaded);
  }
  return loaded;
}

/**
 * The handlers of a local stack: in this process, except the CPU-bound functions named, which run on a
 * worker thread, so that their work cannot freeze the API host. The worker starts at once: loading the
 * functions' modules takes seconds, which the first request should not wait for.
 */
export function stackHandlers(offThread: FunctionSpec[]): { load: LoadHandler; stop(): Promise<void> } {
  const names = new Set(offThread.map((fn) => fn.name));
  const worker = offThread.length > 0 ? handlerWorker(offThread) : undefined;
  return {
    load: async (fn) => (worker && names.has(fn.name) ? worker.handlerFor(fn) : loadHandler(fn)),
    stop: async () => {
      await worker?.stop();
    },
  };
}

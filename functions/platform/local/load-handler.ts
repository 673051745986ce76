import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FunctionSpec } from '../contract';

// biome-ignore lint/suspicious/noExplicitAny: a handler's event type is the function's own business.
export type AnyHandler = (event: any, context: any) => Promise<any>;

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

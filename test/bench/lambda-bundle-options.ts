import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Metafile } from 'esbuild';
import { lambdaBuildOptions, NATIVE_MODULES, nativeImports } from '../../lib/constructs/lambda-bundling';

const nodeModules = fileURLToPath(new URL('../../node_modules', import.meta.url));
const functionsDir = fileURLToPath(new URL('../../functions', import.meta.url));

/** CDK's esbuild options for every function (lambda-bundling.ts), quiet. */
export const LAMBDA_BUNDLE_OPTIONS: BuildOptions = {
  ...lambdaBuildOptions(functionsDir),
  logLevel: 'silent',
};

/**
 * Puts the native modules a bundle imports beside it, as this machine can load them: the same packages CDK
 * ships, but whole, since the binary CDK picks is for linux-arm64 and this machine may need its own build.
 */
export function shipNativePackages(metafile: Metafile | undefined, outdir: string): void {
  if (!metafile) return;
  for (const module of nativeImports(metafile)) {
    const packages = new Set(NATIVE_MODULES[module].files.map((file) => packageOf(file)));
    for (const name of packages)
      cpSync(path.join(nodeModules, name), path.join(outdir, 'node_modules', name), { recursive: true });
  }
}

/** `@scope/name/file` -> `@scope/name`, `name/file` -> `name`. */
function packageOf(file: string): string {
  const parts = file.split('/');
  return (file.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Metafile } from 'esbuild';
import type { NativeModule } from '../../functions/platform/contract';
import { LAMBDA_BUNDLING, lambdaAliases, NATIVE_MODULES } from '../../lib/constructs/lambda-bundling';

const nodeModules = fileURLToPath(new URL('../../node_modules', import.meta.url));
const functionsDir = fileURLToPath(new URL('../../functions', import.meta.url));

/** CDK's NodejsFunction settings for every function (lambda-bundling.ts) as esbuild options. */
export const LAMBDA_BUNDLE_OPTIONS: BuildOptions = {
  bundle: true,
  minify: LAMBDA_BUNDLING.minify,
  platform: 'node',
  target: LAMBDA_BUNDLING.target,
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  outdir: 'bench-out',
  mainFields: [...LAMBDA_BUNDLING.mainFields],
  external: [...LAMBDA_BUNDLING.externalModules],
  alias: lambdaAliases(functionsDir),
  banner: { js: LAMBDA_BUNDLING.banner },
  metafile: true,
  logLevel: 'silent',
};

/** The native modules a bundle imports (left external), by the names CDK ships them under. */
export function nativeImports(metafile: Metafile | undefined): string[] {
  const externals = new Set<string>(LAMBDA_BUNDLING.externalModules);
  const imported = Object.values(metafile?.outputs ?? {}).flatMap((output) => output.imports);
  return [...new Set(imported.filter((i) => i.external && externals.has(i.path)).map((i) => i.path))];
}

/**
 * Puts the native modules a bundle imports beside it, as this machine can load them: the same packages CDK
 * ships, but whole, since the binary CDK picks is for linux-arm64 and this machine may need its own build.
 */
export function shipNativePackages(metafile: Metafile | undefined, outdir: string): void {
  for (const module of nativeImports(metafile) as NativeModule[]) {
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

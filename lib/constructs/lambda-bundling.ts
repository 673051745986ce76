import { cpSync } from 'node:fs';
import path from 'node:path';
import { type BuildOptions, buildSync, type Metafile } from 'esbuild';
import type { NativeModule } from '../../functions/platform/contract';

/*
 * How every function's code is bundled. CDK's NodejsFunction (app-function.ts) and the benchmark
 * (test/bench/lambda-bundle-options.ts) both read these settings, so the benchmark measures what Lambda
 * loads (ADR 0004).
 */
export const LAMBDA_BUNDLING = {
  target: 'node22',
  minify: true,
  mainFields: ['module', 'main'],
  // ESM output still meets CommonJS dependencies that call require(); give them one.
  banner:
    "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  /*
   * The AWS SDK is bundled, tree-shaken to the clients and commands a function uses, instead of taken from
   * the runtime: importing the runtime's copy loads every client's full package from many files, which
   * made a table-backed function's cold import about three times slower. Only native addons stay out.
   */
  externalModules: ['argon2'] satisfies NativeModule[],
} as const;

/**
 * Packages every bundle takes from a module of ours instead (paths relative to functions/), because what
 * the package carries costs each function's init and is never used in Lambda. esbuild's alias applies to
 * every importer, and a name the replacement does not export fails the build rather than the function.
 */
const LAMBDA_ALIASES: Record<string, string> = {
  // The default credential chain: only its first link, the environment, ever answers in Lambda.
  '@aws-sdk/credential-provider-node': 'platform/clients/lambda-credentials.ts',
  // The DynamoDB client's package index loads all its commands; a bundle needs the DocumentClient's.
  '@aws-sdk/client-dynamodb': 'platform/clients/dynamodb-commands.mjs',
};

/** The aliases as esbuild takes them: absolute paths, since esbuild resolves them from its working directory. */
export function lambdaAliases(functionsDir: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(LAMBDA_ALIASES).map(([name, file]) => [name, path.join(functionsDir, file)]),
  );
}

/**
 * A native addon shipped beside a bundle. esbuild cannot inline a compiled binary, so the addon's package
 * and the packages it requires at run time are copied into the function's node_modules, with only the
 * binary Lambda loads (Node 22, linux-arm64, glibc).
 */
export interface NativeModuleFiles {
  /** Files copied from the project's node_modules, relative to it. */
  files: string[];
  /** Where the Lambda binary lies among `files`: the infra test checks each zip for it. */
  lambdaBinary: string;
}

export const NATIVE_MODULES: Record<NativeModule, NativeModuleFiles> = {
  argon2: {
    /*
     * Not the whole package: node-gyp-build prefers build/ over prebuilds/, and a build/ made on the
     * deploying machine (npm compiles one where the prebuilt binary cannot load, e.g. Node 20) is for that
     * machine's architecture. node-addon-api and cross-env, also listed as dependencies, are build tools.
     */
    files: [
      'argon2/package.json',
      'argon2/argon2.cjs',
      'argon2/LICENSE',
      'argon2/prebuilds/linux-arm64/argon2.armv8.glibc.node',
      '@phc/format/package.json',
      '@phc/format/index.js',
      '@phc/format/license',
      'node-gyp-build/package.json',
      'node-gyp-build/index.js',
      'node-gyp-build/node-gyp-build.js',
      'node-gyp-build/LICENSE',
    ],
    lambdaBinary: 'argon2/prebuilds/linux-arm64/argon2.armv8.glibc.node',
  },
};

/** esbuild's options for one function: CDK's bundling (app-function.ts) and the benchmark both build with these. */
export function lambdaBuildOptions(functionsDir: string): BuildOptions {
  return {
    bundle: true,
    minify: LAMBDA_BUNDLING.minify,
    platform: 'node',
    target: LAMBDA_BUNDLING.target,
    format: 'esm',
    /*
     * Code splitting: what a function imports with import() (a route's code, ADR 0004's per-route loading)
     * goes into chunk files read only when a request first needs them, not parsed at every cold start.
     */
    splitting: true,
    entryNames: 'index',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    external: [...LAMBDA_BUNDLING.externalModules],
    alias: lambdaAliases(functionsDir),
    banner: { js: LAMBDA_BUNDLING.banner },
    /*
     * The maps stay beside the code for decoding a stack trace, but the code does not point to them and
     * NODE_OPTIONS does not ask for --enable-source-maps: loading maps at init cost 7-23 % of it.
     */
    sourcemap: 'external',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  };
}

/**
 * The function's own entry among a bundle's outputs (what Lambda imports at init). Not "the output with an
 * entry point": esbuild marks each import() target's chunk as one too, in no promised order.
 */
export function entryOutputOf(metafile: Metafile): string | undefined {
  return Object.keys(metafile.outputs).find(
    (file) => path.basename(file) === 'index.mjs' && !file.includes('chunks/'),
  );
}

/**
 * Bundles one function into `outdir` (index.mjs, its chunks and maps) and copies beside it the native
 * modules it imports, as Lambda loads them. Synchronous, as CDK's local bundling is.
 */
export function bundleFunction({ entry, outdir, functionsDir, nodeModulesDir }: BundleRequest): Metafile {
  const { metafile } = buildSync({ ...lambdaBuildOptions(functionsDir), entryPoints: [entry], outdir });
  if (!metafile) throw new Error(`esbuild gave no metafile for ${entry}`);
  for (const module of nativeImports(metafile))
    for (const file of NATIVE_MODULES[module].files)
      cpSync(path.join(nodeModulesDir, file), path.join(outdir, 'node_modules', file));
  return metafile;
}

export interface BundleRequest {
  entry: string;
  outdir: string;
  functionsDir: string;
  /** Where the native modules' files are copied from. */
  nodeModulesDir: string;
}

/** The native modules a bundle imports (left external), by name. */
export function nativeImports(metafile: Metafile): NativeModule[] {
  const natives = new Set<string>(LAMBDA_BUNDLING.externalModules);
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports);
  return [
    ...new Set(imported.filter((i) => i.external && natives.has(i.path)).map((i) => i.path)),
  ] as NativeModule[];
}

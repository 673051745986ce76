import type { BuildOptions } from 'esbuild';

/** The esbuild options CDK's NodejsFunction uses for every function, so the benchmark measures the same. */
export const LAMBDA_BUNDLE_OPTIONS: BuildOptions = {
  bundle: true,
  minify: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  outdir: 'bench-out',
  mainFields: ['module', 'main'],
  // The Node 22 runtime provides the AWS SDK v3; CDK's NodejsFunction leaves it out the same way.
  external: ['@aws-sdk/*'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: 'silent',
};

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
  // The runtime ships the AWS SDK v3, but pinning ours keeps behaviour identical to the tests.
  external: [],
  banner: { js: "import { createRequire } from 'module';const require = createRequire(import.meta.url);" },
  logLevel: 'silent',
};

#!/usr/bin/env bash
# `npm test`: every test of the project, in order of cost: static checks, unit, integration (against the
# local stand-ins), infrastructure (CDK assertions and cdk-nag), then end-to-end in Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."

export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
export CDK_DOCKER="${CDK_DOCKER:-docker-is-not-used-here}"
results_dir=".reports"  # not test-results/: Playwright empties that folder when it starts
rm -rf "$results_dir" && mkdir -p "$results_dir"

node bin/ensure-installed.mjs || exit 1
bash bin/ensure-chromium.sh || exit 1

step() {
  echo
  echo "== $1"
  shift
  "$@"
}

failed=0
step "Typecheck" npm run --silent typecheck || failed=1
step "Lint" npx biome check . || failed=1
step "Unit, integration and infrastructure tests (Vitest)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/vitest.json" || failed=1
step "End-to-end tests (Playwright, Chromium)" \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/playwright.json" npx playwright test --reporter=list,json || failed=1

echo
node bin/test-summary.mjs "$results_dir" || failed=1
if [ "$failed" -ne 0 ]; then
  echo "Some checks failed (see above)."
  exit 1
fi

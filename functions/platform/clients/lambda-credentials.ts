import { type FromEnvInit, fromEnv } from '@aws-sdk/credential-provider-env';

/*
 * What a bundled function gets in place of the SDK's default credential chain
 * (`@aws-sdk/credential-provider-node`; the alias is in lib/constructs/lambda-bundling.ts). Lambda hands
 * every function its role's credentials in the environment, the first place that chain looks, so the
 * rest of it (profiles, SSO, credential processes, web identity, instance metadata) never ran here. It
 * still cost every function about 130 KB to parse at init: its providers and the STS, SSO and sign-in
 * clients they carry, with `child_process` and the shared-config readers (ADR 0004). Code run outside a
 * bundle (the local stack, the tests) keeps the SDK's own chain.
 */

/** The chain's one export the SDK clients import, reading the environment as its first link does. */
export const defaultProvider = (init: FromEnvInit = {}) => fromEnv(init);

export interface SecretSetting {
  /** The value, read once per process; `undefined` when neither variable is set. */
  get(): Promise<Buffer | undefined>;
  /** Forgets the value read; for tests that change the environment. */
  reset(): void;
}

/**
 * A secret a function is given one of two ways: locally and in tests its value sits in `directEnv`
 * (decoded with `directEncoding`); in AWS `arnEnv` names a Secrets Manager secret, read on first use.
 * A failed read is not remembered, so the next request tries again.
 */
export function secretSetting(options: {
  directEnv: string;
  directEncoding: BufferEncoding;
  arnEnv: string;
}): SecretSetting {
  let value: Promise<Buffer | undefined> | undefined;

  async function load(): Promise<Buffer | undefined> {
    const direct = process.env[options.directEnv];
    if (direct) return Buffer.from(direct, options.directEncoding);
    const arn = process.env[options.arnEnv];
    if (!arn) return undefined;
    // Imported on first read: the client is needed once per process, in AWS only, and every HTTP function's
    // entry loads this module (the origin check), so a static import would add the SDK's core to each init.
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const { SecretString } = await new SecretsManagerClient({}).send(
      new GetSecretValueCommand({ SecretId: arn }),
    );
    if (!SecretString) throw new Error(`The secret named by ${options.arnEnv} is empty`);
    return Buffer.from(SecretString, 'utf8');
  }

  return {
    get() {
      value ??= load().catch((error: unknown) => {
        value = undefined;
        throw error;
      });
      return value;
    },
    reset() {
      value = undefined;
    },
  };
}

import { createServer } from 'node:net';

/** A port the OS says is free right now, for stand-ins started by tests. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Free ports for every stand-in of the local stack, for a stack started by tests or benchmarks. */
export async function freeStackPorts() {
  return {
    api: await freePort(),
    mail: await freePort(),
    dynamo: await freePort(),
    s3: await freePort(),
    events: await freePort(),
    razorpay: await freePort(),
  };
}

type StackPorts = Awaited<ReturnType<typeof freeStackPorts>>;

/**
 * Starts something on free ports, choosing again when a port was taken between being found free and
 * being listened on (another process's outgoing connection can get it in that moment).
 */
export async function onFreeStackPorts<T>(
  start: (ports: StackPorts) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freeStackPorts());
    } catch (error) {
      const taken = /EADDRINUSE|address already in use/i.test(String((error as Error)?.message ?? error));
      if (!taken || attempt >= attempts) throw error;
    }
  }
}

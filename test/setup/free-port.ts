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
  };
}

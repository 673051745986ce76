import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {}

/**
 * Reads a request body up to a limit, as API Gateway would refuse anything larger. An oversized body is
 * still read to its end (and dropped) before the refusal: answering while the client is still sending
 * makes the connection close under it, and the client sees a reset instead of the 413.
 */
export function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) chunks.push(chunk);
    });
    request.on('end', () =>
      size > limitBytes ? reject(new BodyTooLargeError()) : resolve(Buffer.concat(chunks)),
    );
    request.on('error', reject);
  });
}

/** Starts an HTTP server on loopback and resolves once it listens; stop() also drops open connections. */
export async function listen(
  port: number,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<{ server: Server; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('Local server error', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Local host failure', code: 'INTERNAL_ERROR', status: 500 }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

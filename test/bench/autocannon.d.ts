// Minimal types for autocannon, which ships none: the parts the open-loop load tests use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Requests a second over all connections; each connection is held to its share. */
    overallRate?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds to wait for an answer before counting a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
    skipAggregateResult?: boolean;
  }
  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, milliseconds: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    on(event: 'done', listener: (result: Result) => void): this;
    stop(): void;
  }
  export default function autocannon(options: Options): Instance;
}

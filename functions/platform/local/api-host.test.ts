// Boundary: the local API host over HTTP: the viewer address it hands handlers, and CPU-bound functions on worker threads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/setup/free-port';
import type { FunctionSpec, RouteSpec } from '../contract';
import { startApiHost } from './api-host';
import { handlerWorker } from './handler-worker';
import { stackHandlers } from './load-handler';

const echo: FunctionSpec = { name: 'echo', entry: 'platform/local/fixtures/echo', access: {} };
const busy: FunctionSpec = { name: 'busy', entry: 'platform/local/fixtures/busy', access: {} };
const routes: RouteSpec[] = [
  { method: 'GET', path: '/echo', fn: echo, audience: 'public' },
  { method: 'GET', path: '/busy', fn: busy, audience: 'public' },
];

async function hostWith(options: { trustViewerAddress?: boolean; offThread?: FunctionSpec[] }) {
  const handlers = stackHandlers(options.offThread ?? []);
  const host = await startApiHost({
    port: await freePort(),
    routes,
    fallback: echo,
    load: handlers.load,
    trustViewerAddress: options.trustViewerAddress,
  });
  return {
    url: `${host.endpoint}/api/v1`,
    stop: async () => {
      await host.stop();
      await handlers.stop();
    },
  };
}

const viewerSeenBy = async (url: string, sent?: string) => {
  const response = await fetch(`${url}/echo`, {
    headers: sent ? { 'CloudFront-Viewer-Address': sent } : {},
  });
  return ((await response.json()) as { viewerAddress: string }).viewerAddress;
};

describe('the viewer address the local host hands handlers', () => {
  it('is the connection address, whatever the client claims, as CloudFront writes it', async () => {
    const host = await hostWith({});
    try {
      expect(await viewerSeenBy(host.url, '198.51.100.7:443')).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(await viewerSeenBy(host.url)).toMatch(/^127\.0\.0\.1:\d+$/);
    } finally {
      await host.stop();
    }
  });

  it("is a client's own on a test stack, so tests keep rate-limit budgets of their own", async () => {
    const host = await hostWith({ trustViewerAddress: true });
    try {
      expect(await viewerSeenBy(host.url, '198.51.100.7:443')).toBe('198.51.100.7:443');
      expect(await viewerSeenBy(host.url)).toMatch(/^127\.0\.0\.1:\d+$/);
    } finally {
      await host.stop();
    }
  });
});

describe('a CPU-bound function on a worker thread', () => {
  let host: Awaited<ReturnType<typeof hostWith>>;
  beforeAll(async () => {
    host = await hostWith({ offThread: [busy] });
  });
  afterAll(() => host.stop());

  it('leaves the host answering other requests while it works', async () => {
    // Started and loaded first, so the long call below is busy at once.
    expect((await fetch(`${host.url}/busy?ms=0`)).status).toBe(200);
    const answered: string[] = [];
    const long = fetch(`${host.url}/busy?ms=3000`).then(() => answered.push('busy'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const quick = await fetch(`${host.url}/echo`);
    answered.push('echo');
    expect(quick.status).toBe(200);
    await long;
    expect(answered).toEqual(['echo', 'busy']);
  });

  it("passes a handler's failure back to the caller", async () => {
    const recorder: FunctionSpec = {
      name: 'recorder',
      entry: 'platform/local/fixtures/recorder',
      access: {},
    };
    const running = handlerWorker([recorder]);
    try {
      await expect(
        running.handlerFor(recorder)({ id: 'fails', detail: { failTimes: 1 } }, {}),
      ).rejects.toThrow('planned failure 1');
    } finally {
      await running.stop();
    }
  });
});

import type { Server } from 'node:http';
import { createServer } from 'node:net';
import * as sesLocalModule from 'aws-ses-v2-local';
import type { RunningService } from './dynamodb';

/** What SES's GetAccount answers locally: a production account that may send. */
const LOCAL_ACCOUNT = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Local development of Jobmatch',
    WebsiteURL: 'http://localhost',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50_000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
};

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** aws-ses-v2-local: the SES API plus a mail viewer page at `/` and the sent mail at `GET /store`. */
export async function startMail(options: { port: number }): Promise<RunningService & { viewerUrl: string }> {
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify(LOCAL_ACCOUNT);
  // A CommonJS module: under Node's ESM loader its default export sits one level deeper.
  const sesLocal =
    (sesLocalModule.default as unknown as { default?: typeof sesLocalModule.default }).default ??
    sesLocalModule.default;
  // The stand-in never reports a port already in use (its listen promise just never settles), so the
  // port is claimed and released first: a busy port then fails here, with a reason, and can be retried.
  await assertPortFree(options.port);
  const server = (await sesLocal({ port: options.port, host: '127.0.0.1' })) as Server;
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    viewerUrl: `http://localhost:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

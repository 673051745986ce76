import { inject } from 'vitest';

let viewerCounter = 0;

/**
 * A distinct client address per call site, sent the way CloudFront tells the API who the viewer is, so
 * tests running side by side do not share a rate-limit budget.
 */
export function uniqueViewer(): string {
  viewerCounter += 1;
  const a = Math.floor(Math.random() * 250) + 1;
  const b = Math.floor(Math.random() * 250) + 1;
  return `198.51.${a}.${(b + viewerCounter) % 250}:443`;
}

export interface ApiCall {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  viewer?: string;
}

/** Calls the local API host over HTTP, as a browser would through CloudFront. */
export async function callApi(path: string, call: ApiCall = {}) {
  const headers: Record<string, string> = {
    'cloudfront-viewer-address': call.viewer ?? uniqueViewer(),
    ...call.headers,
  };
  let body: string | undefined = call.rawBody;
  if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${inject('apiUrl')}${path}`, { method: call.method ?? 'GET', headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json: json as Record<string, unknown>, text };
}

interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Headers the mail was sent with beyond the usual ones (List-Unsubscribe, for optional mails). */
  headers?: { name: string; value: string }[];
  at: number;
}

/** Waits for mails to an address in the SES stand-in's store (they are sent asynchronously). */
export async function waitForMail(to: string, count = 1, timeoutMs = 10_000): Promise<StoredMail[]> {
  const started = Date.now();
  for (;;) {
    const store = (await (await fetch(inject('mailStoreUrl'))).json()) as { emails: StoredMail[] };
    const mails = store.emails.filter((mail) => mail.destination.to.some((address) => address.includes(to)));
    if (mails.length >= count || Date.now() - started > timeoutMs) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import { cameThroughEdge } from './origin-proof';
import type { HttpEvent } from './types';

/*
 * Anyone can send a `CloudFront-Viewer-Address` header and pose as any client; only a request that
 * provably came through CloudFront has CloudFront's word for the address. Otherwise the connection's own
 * address (API Gateway's sourceIp) is the client.
 */

/** `ip:port` (IPv4) or `[v6]:port` or `v6:port` as CloudFront writes it; the address without the port. */
function addressOf(viewer: string): string {
  const portAt = viewer.lastIndexOf(':');
  const address = portAt > 0 ? viewer.slice(0, portAt) : viewer;
  return address.replace(/^\[(.*)\]$/, '$1');
}

/** The client's address: CloudFront's word for it when the request provably came through CloudFront. */
export async function clientAddress(event: HttpEvent): Promise<string> {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer && (await cameThroughEdge(event))) return addressOf(viewer);
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

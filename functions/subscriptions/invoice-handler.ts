import { signedInPrincipal } from '../platform/auth/principal';
import { httpRoute, httpRoutes } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { invoiceDownload } from './invoice';

/** The GST invoice: the only route that draws a PDF (pdf-lib) and keeps it in the uploads bucket. */
export const handler = httpRoutes({
  'GET /subscriptions/{id}/invoice': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await invoiceDownload(signedInPrincipal(principal), pathParameters.id ?? '')),
  ),
});

import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { creditNoteDownload } from './credit-note';
import { invoiceDownload } from './invoice';

/** The tax documents: the only routes that draw a PDF (pdf-lib) and keep it in the uploads bucket. */
export const routes: RouteMap = {
  'GET /subscriptions/{id}/invoice': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await invoiceDownload(signedInPrincipal(principal), pathParameters.id ?? '')),
  ),
  'GET /subscriptions/credit-notes/{id}': httpRoute({}, async ({ principal, pathParameters }) =>
    ok(await creditNoteDownload(signedInPrincipal(principal), pathParameters.id ?? '')),
  ),
};

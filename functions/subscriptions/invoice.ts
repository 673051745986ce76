import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import type { InvoiceDownload } from '../../shared/subscriptions/types';
import { sellerOf } from '../model/seller';
import { subscriptions } from '../model/subscriptions';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import { memberOf } from './access';
import { keptPdfLink } from './kept-pdf';

/** Where an invoice is kept: a key the server makes from ids it minted, never from a name. */
export const invoiceKeyOf = (organisationId: string, subscriptionId: string) =>
  `invoices/${organisationId}/${subscriptionId}.pdf`;

/** 'Jobmatch-invoice-JM-26-27-000001.pdf' */
export const invoiceFileName = (invoiceNumber: string) =>
  `Jobmatch-invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`;

/**
 * A link to a subscription's invoice for a member of the organisation that bought it (anyone else: 404,
 * as if there were none), drawn on the first request and kept.
 */
export async function invoiceDownload(
  principal: Principal,
  subscriptionId: string,
): Promise<InvoiceDownload> {
  const { organisationId } = await memberOf(principal);
  const { data: subscription } = await subscriptions().get({ organisationId, id: subscriptionId }).go();
  if (!subscription) throw new NotFoundError(SUBSCRIPTION_MESSAGES.invoiceNotFound);
  return keptPdfLink({
    keptAt: subscription.invoiceKey,
    key: invoiceKeyOf(organisationId, subscription.id),
    fileName: invoiceFileName(subscription.invoiceNumber),
    draw: async () => {
      // pdf-lib and its fonts load only to draw a document, once per document, not at every init of the
      // subscription functions (ADR 0004).
      const { renderInvoicePdf } = await import('./invoice-pdf');
      return renderInvoicePdf({ ...subscription, seller: subscription.seller ?? sellerOf() });
    },
    remember: async (invoiceKey) => {
      await subscriptions().patch({ organisationId, id: subscription.id }).set({ invoiceKey }).go();
    },
  });
}

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SUBSCRIPTION_MESSAGES } from '../../shared/subscriptions/messages';
import type { InvoiceDownload } from '../../shared/subscriptions/types';
import { subscriptions } from '../model/subscriptions';
import type { Principal } from '../platform/auth/principal';
import { s3Client } from '../platform/clients/s3';
import { config } from '../platform/config';
import { NotFoundError } from '../platform/errors';
import { presignedDownload } from '../platform/object-urls';
import { memberOf } from './access';
import { sellerOf } from './seller';

const PDF = 'application/pdf';

/** Where an invoice is kept: a key the server makes from ids it minted, never from a name. */
export const invoiceKeyOf = (organisationId: string, subscriptionId: string) =>
  `invoices/${organisationId}/${subscriptionId}.pdf`;

/** 'Jobmatch-invoice-JM-26-27-000001.pdf' */
export const invoiceFileName = (invoiceNumber: string) =>
  `Jobmatch-invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`;

/**
 * A link to a subscription's invoice for a member of the organisation that bought it (anyone else: 404,
 * as if there were none). The PDF is drawn on the first request and kept; later requests only sign a
 * link. Drawing it twice at once writes the same bytes under the same key.
 */
export async function invoiceDownload(
  principal: Principal,
  subscriptionId: string,
): Promise<InvoiceDownload> {
  const { organisationId } = await memberOf(principal);
  const { data: subscription } = await subscriptions().get({ organisationId, id: subscriptionId }).go();
  if (!subscription) throw new NotFoundError(SUBSCRIPTION_MESSAGES.invoiceNotFound);

  let fileKey = subscription.invoiceKey;
  if (!fileKey) {
    fileKey = invoiceKeyOf(organisationId, subscription.id);
    // pdf-lib and its fonts load only to draw an invoice, once per subscription, not at every init of
    // the subscription functions (ADR 0004).
    const { renderInvoicePdf } = await import('./invoice-pdf');
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config.uploadsBucket,
        Key: fileKey,
        Body: await renderInvoicePdf({ ...subscription, seller: subscription.seller ?? sellerOf() }),
        ContentType: PDF,
      }),
    );
    await subscriptions().patch({ organisationId, id: subscription.id }).set({ invoiceKey: fileKey }).go();
  }
  const fileName = invoiceFileName(subscription.invoiceNumber);
  return { downloadUrl: await presignedDownload({ fileKey, fileName, contentType: PDF }), fileName };
}

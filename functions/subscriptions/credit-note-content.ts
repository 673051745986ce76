import { RECRUITMENT_SAC } from '../../shared/subscriptions/gst';
import { formatInrCode } from '../../shared/subscriptions/money';
import { SUPERSEDED_REASON_TEXT } from '../../shared/subscriptions/refunds';
import type { CreditNoteItem } from '../model/credit-notes';
import { longDate } from './amounts';
import { type InvoiceContent, serviceDescription, stateWithCode, taxDocumentParts } from './invoice-content';

/*
 * What a credit note says (CGST Act s. 34, CGST Rules rule 53(1A)): the seller's name, address and GSTIN;
 * its own serial of at most 16 characters and date; the buyer's name, address and GSTIN; the document it
 * corrects, by number and date; the value, tax rate and tax reversed, with the same CGST + SGST or IGST
 * lines as the payment; the signatory. A payment refunded before any invoice was issued for it is named
 * by its payment and order instead (ADR 0018, Credit notes).
 */

export type CreditNoteFacts = Omit<CreditNoteItem, 'organisationId' | 'id' | 'fileKey' | 'mailedAt'>;

/** What the credit note reverses: the invoice, or the payment and order that were never invoiced. */
function reversed(facts: CreditNoteFacts): [string, string][] {
  if (facts.invoiceNumber) {
    return [
      ['Against invoice', facts.invoiceNumber],
      ...(facts.invoiceDate ? [['Invoice date', longDate(facts.invoiceDate)] as [string, string]] : []),
    ];
  }
  return [
    ['Against payment', facts.paymentId],
    ['Order', facts.orderId],
  ];
}

export function creditNoteContent(facts: CreditNoteFacts): InvoiceContent {
  const parts = taxDocumentParts({ ...facts, amountPaid: facts.amount });
  const against = facts.invoiceNumber
    ? `invoice ${facts.invoiceNumber}`
    : `payment ${facts.paymentId} of order ${facts.orderId}, received on ${longDate(facts.paidAt)} (no invoice was issued for it)`;
  return {
    heading: { title: 'CREDIT NOTE', copy: 'Original for recipient', detailsTitle: 'Credit note' },
    seller: parts.seller,
    details: [
      ['Credit note number', facts.number],
      ['Credit note date', longDate(facts.createdAt)],
      ...reversed(facts),
      ['Place of supply', stateWithCode(parts.placeOfSupply)],
      ['Reverse charge', 'No'],
    ],
    buyer: parts.buyer,
    item: {
      description: `${serviceDescription(facts)}: refund in full`,
      periodLabel: 'Reason',
      period: SUPERSEDED_REASON_TEXT[facts.reason],
      sac: RECRUITMENT_SAC,
      amount: formatInrCode(facts.pricePaise),
    },
    amounts: parts.amounts,
    total: ['Total credited', formatInrCode(facts.amount)],
    inWords: parts.inWords,
    payment: `Refunded in full to the original payment method through Razorpay on ${longDate(facts.createdAt)} (refund ${facts.refundId}), against ${against}.`,
    signatory: parts.signatory,
    footer: 'This is a computer-generated credit note.',
  };
}

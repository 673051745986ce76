import { rupeesInWords } from '../../shared/subscriptions/amount-in-words';
import { type BillingAddress, billingAddressLines, type Seller } from '../../shared/subscriptions/billing';
import {
  gstStateOf,
  RECRUITMENT_SAC,
  type TaxLine,
  taxLines,
  taxTotal,
} from '../../shared/subscriptions/gst';
import { formatInrCode } from '../../shared/subscriptions/money';
import { PLAN_CATALOGUE } from '../../shared/subscriptions/plans';
import type { SubscriptionItem } from '../model/subscriptions';
import { CYCLE_LABELS, longDate } from './amounts';

/*
 * What a GST tax invoice says (CGST Rules, rule 46), decided apart from drawing it so each field can be
 * tested: the seller's name, address and GSTIN; a serial of at most 16 characters and the date; the
 * buyer's name, address, state and state code, and GSTIN when registered; the service with its SAC code
 * and taxable value; CGST + SGST (intra-state) or IGST, each with rate and amount; the place of supply;
 * whether tax is payable on reverse charge; the total in figures and words; the signatory.
 */

export type InvoiceFacts = Pick<
  SubscriptionItem,
  | 'invoiceNumber'
  | 'createdAt'
  | 'companyName'
  | 'gstin'
  | 'billingAddress'
  | 'plan'
  | 'billingCycle'
  | 'startDate'
  | 'endDate'
  | 'pricePaise'
  | 'creditPaise'
  | 'gstPaise'
  | 'amountPaid'
  | 'paymentId'
> & { seller: Seller };

/**
 * What a tax document says, in drawing order: the invoice and the credit note (credit-note-content.ts)
 * both fill it, and one drawing (invoice-pdf.ts) prints either.
 */
export interface InvoiceContent {
  /** The document's title, which copy it is, and the title of its number-and-date block. */
  heading: { title: string; copy: string; detailsTitle: string };
  seller: { name: string; lines: string[] };
  details: [string, string][];
  buyer: { name: string; lines: string[] };
  /** The service, its SAC and value; the period it covers (on a credit note, why it is reversed). */
  item: { description: string; periodLabel: string; period: string; sac: string; amount: string };
  /** Label and amount, in order, down to the total. */
  amounts: [string, string][];
  total: [string, string];
  inWords: string;
  payment: string;
  signatory: string[];
  footer: string;
}

/** '29 - Karnataka' as invoices name a state with its code. */
export const stateWithCode = (code: string) => `${gstStateOf(code)?.name ?? 'Unknown state'} (${code})`;

/**
 * The buyer's state: their billing address's. A subscription bought before the address was asked has
 * none; its GSTIN's state stands in, else the seller's (the only stages that sold then were local ones).
 */
export function placeOfSupplyOf(facts: Pick<InvoiceFacts, 'billingAddress' | 'gstin' | 'seller'>): string {
  return facts.billingAddress?.stateCode ?? facts.gstin?.slice(0, 2) ?? facts.seller.stateCode;
}

const buyerAddressLines = (address: BillingAddress | undefined) =>
  address ? billingAddressLines(address) : [];

/**
 * The tax lines of what was charged. Quotes charge 18 % of a whole-rupee taxable value, which splits
 * into exact halves; an upgrade priced before credits were whole rupees can differ from its split by a
 * paisa of rounding, which the last line carries so the lines always add up to the GST paid.
 */
function chargedTaxLines(
  facts: Pick<InvoiceFacts, 'pricePaise' | 'creditPaise' | 'gstPaise' | 'seller'>,
  placeOfSupply: string,
): TaxLine[] {
  const lines = taxLines(facts.pricePaise - facts.creditPaise, facts.seller.stateCode, placeOfSupply);
  const rounding = facts.gstPaise - taxTotal(lines);
  return lines.map((line, index) =>
    index === lines.length - 1 ? { ...line, paise: line.paise + rounding } : line,
  );
}

/** What a tax document's lines are made of: the parties, the amounts and the total in words. */
export type TaxDocumentFacts = Pick<
  InvoiceFacts,
  | 'companyName'
  | 'gstin'
  | 'billingAddress'
  | 'pricePaise'
  | 'creditPaise'
  | 'gstPaise'
  | 'amountPaid'
  | 'seller'
>;

/**
 * The parts every tax document of a payment shares: the seller, the buyer with the place of supply, the
 * amounts down to the total with the same tax lines (CGST + SGST or IGST) and the total in words. A credit
 * note reverses a payment with exactly the invoice's lines.
 */
export function taxDocumentParts(facts: TaxDocumentFacts) {
  const taxable = facts.pricePaise - facts.creditPaise;
  const placeOfSupply = placeOfSupplyOf(facts);
  const taxes = chargedTaxLines(facts, placeOfSupply);
  return {
    placeOfSupply,
    seller: {
      name: facts.seller.legalName,
      lines: [
        ...facts.seller.address,
        `State: ${stateWithCode(facts.seller.stateCode)}`,
        `GSTIN: ${facts.seller.gstin}`,
      ],
    },
    buyer: {
      name: facts.companyName,
      lines: [
        ...buyerAddressLines(facts.billingAddress),
        `State: ${stateWithCode(placeOfSupply)}`,
        ...(facts.gstin ? [`GSTIN: ${facts.gstin}`] : ['GSTIN: not registered']),
      ],
    },
    amounts: [
      ...(facts.creditPaise > 0
        ? [['Less: credit for the unused part of the previous plan', `- ${formatInrCode(facts.creditPaise)}`]]
        : []),
      ['Taxable value', formatInrCode(taxable)],
      ...taxes.map((tax): [string, string] => [
        `${tax.name} @ ${tax.ratePercent}%`,
        formatInrCode(tax.paise),
      ]),
    ] as [string, string][],
    inWords: rupeesInWords(facts.amountPaid),
    signatory: [`For ${facts.seller.legalName}`, 'Authorised Signatory'],
  };
}

/** The service a payment bought, as its documents describe it. */
export const serviceDescription = (facts: Pick<InvoiceFacts, 'plan' | 'billingCycle'>) =>
  `${PLAN_CATALOGUE[facts.plan].name} plan, ${CYCLE_LABELS[facts.billingCycle].toLowerCase()} subscription`;

export function invoiceContent(facts: InvoiceFacts): InvoiceContent {
  const parts = taxDocumentParts(facts);
  return {
    heading: { title: 'TAX INVOICE', copy: 'Original for recipient', detailsTitle: 'Invoice' },
    seller: parts.seller,
    details: [
      ['Invoice number', facts.invoiceNumber],
      ['Invoice date', longDate(facts.createdAt)],
      ['Place of supply', stateWithCode(parts.placeOfSupply)],
      ['Reverse charge', 'No'],
    ],
    buyer: parts.buyer,
    item: {
      description: serviceDescription(facts),
      periodLabel: 'Period',
      period: `${longDate(facts.startDate)} to ${longDate(facts.endDate)}`,
      sac: RECRUITMENT_SAC,
      amount: formatInrCode(facts.pricePaise),
    },
    amounts: parts.amounts,
    total: ['Total', formatInrCode(facts.amountPaid)],
    inWords: parts.inWords,
    payment: `Paid online through Razorpay on ${longDate(facts.createdAt)} (payment ${facts.paymentId}).`,
    signatory: parts.signatory,
    footer: 'This is a computer-generated invoice.',
  };
}

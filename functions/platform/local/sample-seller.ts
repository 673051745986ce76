import type { Seller } from '../../../shared/subscriptions/billing';

/**
 * The seller the local stack's invoices name: SAMPLE values, marked as such on every invoice drawn
 * locally, so a document from a laptop can never pass for a real tax invoice. The GSTIN has a valid check
 * character (the invoice code validates it) but belongs to no one. A stage's real seller is its `seller`
 * setting in cdk.json.
 */
export const SAMPLE_SELLER: Seller = {
  legalName: 'SAMPLE Jobmatch Technologies Private Limited',
  address: ['SAMPLE ADDRESS, NOT A REAL REGISTRATION', '100 Residency Road, Bengaluru 560025, Karnataka'],
  stateCode: '29',
  gstin: '29AAACJ4321K1ZK',
};

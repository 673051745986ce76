/*
 * The tax parties as orders and subscriptions store them (ElectroDB attribute shapes of
 * shared/subscriptions/billing): the buyer's billing address, and the seller's registration as it stood
 * when the subscription was bought, so an invoice drawn later still names the seller of that day.
 */

export const BILLING_ADDRESS_ATTRIBUTE = {
  type: 'map',
  properties: {
    line: { type: 'string', required: true },
    city: { type: 'string', required: true },
    pincode: { type: 'string', required: true },
    stateCode: { type: 'string', required: true },
  },
} as const;

export const SELLER_ATTRIBUTE = {
  type: 'map',
  properties: {
    legalName: { type: 'string', required: true },
    address: { type: 'list', items: { type: 'string' }, required: true },
    stateCode: { type: 'string', required: true },
    gstin: { type: 'string', required: true },
  },
} as const;

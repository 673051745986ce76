import * as z from 'zod/mini';
import { GST_STATES, gstinProblem, gstStateOf, normaliseGstin } from './gst';

/*
 * Who a tax invoice is from and to (CGST Rules, rule 46): the buyer's billing address and state (which
 * decide the place of supply, and so CGST + SGST or IGST), and the seller's registration, which is the
 * stage's configuration. The payment page, the order route and the stage settings validate with these.
 */

export const BILLING_MESSAGES = {
  addressRequired: 'Please enter the billing address',
  cityRequired: 'Please enter the city',
  pincodeInvalid: 'Please enter a valid 6-digit PIN code',
  stateRequired: 'Please choose the state of the billing address',
} as const;

const STATE_CODES = GST_STATES.map((state) => state.code) as [string, ...string[]];

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

/** The buyer's billing address as the invoice prints it; the state is its GST state code. */
export const billingAddressSchema = z.object(
  {
    line: requiredText(BILLING_MESSAGES.addressRequired, 200),
    city: requiredText(BILLING_MESSAGES.cityRequired, 80),
    pincode: z
      .string({ error: BILLING_MESSAGES.pincodeInvalid })
      .check(z.trim(), z.regex(/^[1-9][0-9]{5}$/, BILLING_MESSAGES.pincodeInvalid)),
    stateCode: z.enum(STATE_CODES, { error: BILLING_MESSAGES.stateRequired }),
  },
  { error: BILLING_MESSAGES.addressRequired },
);
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** '12 MG Road, Bengaluru 560001, Karnataka': the address on one line. */
export function billingAddressLines(address: BillingAddress): string[] {
  const state = gstStateOf(address.stateCode)?.name ?? address.stateCode;
  return [address.line, `${address.city} ${address.pincode}, ${state}`];
}

/**
 * A GSTIN field beside a billing state: optional (blank is none), read as people type it, and valid
 * only with its check character and the billing state's code. Checked on the object, which knows both.
 */
export const optionalGstin = z.optional(z.string().check(z.overwrite((value) => normaliseGstin(value))));

/** The GSTIN problem of a buyer (null when none was given or it is valid for the billing state). */
export function buyerGstinProblem(gstin: string | undefined, stateCode: string): string | null {
  return gstin ? gstinProblem(gstin, stateCode) : null;
}

/** The seller's GST registration, as the stage configures it and every invoice prints it. */
export const sellerSchema = z
  .object({
    legalName: z.string().check(z.minLength(1)),
    /** The principal place of business, line by line. */
    address: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    stateCode: z.enum(STATE_CODES),
    gstin: z.string(),
  })
  .check(
    z.refine((seller) => gstinProblem(seller.gstin, seller.stateCode) === null, {
      message: "the seller's GSTIN must be valid and registered in its stateCode",
      path: ['gstin'],
    }),
  );
export type Seller = z.output<typeof sellerSchema>;

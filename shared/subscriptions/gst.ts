/*
 * India's GST as an invoice and a billing form need it: the states and union territories with their GST
 * state codes, the GSTIN's format and check character, and how the tax splits by place of supply. A
 * service sold to a business is supplied where the buyer is registered (IGST Act s. 12(2)): the same
 * state as the seller is intra-state (CGST + SGST, or UTGST in a union territory without a legislature),
 * any other is inter-state (IGST).
 */

/** The rate of GST on online recruitment services (SAC 998512), in percent. */
export const GST_RATE_PERCENT = 18;

/** The services accounting code the invoice names: employment services, permanent placement (9985 12). */
export const RECRUITMENT_SAC = '998512';

export interface GstState {
  /** The two-digit code that opens every GSTIN registered there. */
  code: string;
  name: string;
  /** A union territory without its own legislature charges UTGST where a state charges SGST. */
  utgst: boolean;
}

/** Every state and union territory with its GST state code, in code order. */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', utgst: false },
  { code: '02', name: 'Himachal Pradesh', utgst: false },
  { code: '03', name: 'Punjab', utgst: false },
  { code: '04', name: 'Chandigarh', utgst: true },
  { code: '05', name: 'Uttarakhand', utgst: false },
  { code: '06', name: 'Haryana', utgst: false },
  { code: '07', name: 'Delhi', utgst: false },
  { code: '08', name: 'Rajasthan', utgst: false },
  { code: '09', name: 'Uttar Pradesh', utgst: false },
  { code: '10', name: 'Bihar', utgst: false },
  { code: '11', name: 'Sikkim', utgst: false },
  { code: '12', name: 'Arunachal Pradesh', utgst: false },
  { code: '13', name: 'Nagaland', utgst: false },
  { code: '14', name: 'Manipur', utgst: false },
  { code: '15', name: 'Mizoram', utgst: false },
  { code: '16', name: 'Tripura', utgst: false },
  { code: '17', name: 'Meghalaya', utgst: false },
  { code: '18', name: 'Assam', utgst: false },
  { code: '19', name: 'West Bengal', utgst: false },
  { code: '20', name: 'Jharkhand', utgst: false },
  { code: '21', name: 'Odisha', utgst: false },
  { code: '22', name: 'Chhattisgarh', utgst: false },
  { code: '23', name: 'Madhya Pradesh', utgst: false },
  { code: '24', name: 'Gujarat', utgst: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', utgst: true },
  { code: '27', name: 'Maharashtra', utgst: false },
  { code: '29', name: 'Karnataka', utgst: false },
  { code: '30', name: 'Goa', utgst: false },
  { code: '31', name: 'Lakshadweep', utgst: true },
  { code: '32', name: 'Kerala', utgst: false },
  { code: '33', name: 'Tamil Nadu', utgst: false },
  { code: '34', name: 'Puducherry', utgst: false },
  { code: '35', name: 'Andaman and Nicobar Islands', utgst: true },
  { code: '36', name: 'Telangana', utgst: false },
  { code: '37', name: 'Andhra Pradesh', utgst: false },
  { code: '38', name: 'Ladakh', utgst: true },
];

const STATES_BY_CODE = new Map(GST_STATES.map((state) => [state.code, state]));

/** The state of a GST state code, or undefined for a code no state has. */
export const gstStateOf = (code: string): GstState | undefined => STATES_BY_CODE.get(code);

export const GSTIN_MESSAGES = {
  format: 'Please enter a valid GSTIN (15 characters, e.g. 29ABCDE1234F1ZW)',
  checksum: 'This GSTIN is not valid: check it for a mistyped character',
  unknownState: 'This GSTIN does not start with a valid state code',
  otherState: "This GSTIN is registered in another state than the billing address's",
} as const;

// Two digits of state, the holder's PAN (five letters, four digits, a letter), the registration's number
// for that PAN (1-9, A-Z), 'Z' by default, and a check character.
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (GSTN's Luhn mod 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [index, char] of [...first14].entries()) {
    const product = BASE36.indexOf(char) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] as string;
}

/** A GSTIN as people type it, in the form it is checked and printed: no spaces, capitals. */
export const normaliseGstin = (gstin: string): string => gstin.replace(/\s+/g, '').toUpperCase();

/**
 * What is wrong with a GSTIN, or null when it is valid (and, given a billing state, registered there).
 * Takes the normalised form.
 */
export function gstinProblem(gstin: string, billingStateCode?: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_MESSAGES.format;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  const stateCode = gstin.slice(0, 2);
  if (!gstStateOf(stateCode)) return GSTIN_MESSAGES.unknownState;
  if (billingStateCode !== undefined && stateCode !== billingStateCode) return GSTIN_MESSAGES.otherState;
  return null;
}

export type TaxName = 'CGST' | 'SGST' | 'UTGST' | 'IGST';

export interface TaxLine {
  name: TaxName;
  ratePercent: number;
  paise: number;
}

/**
 * The tax lines of a taxable value supplied from the seller's state to the buyer's (place of supply).
 * Intra-state halves the rate between the centre and the state, each half rounded to the paisa, so the
 * lines always add up to the tax charged.
 */
export function taxLines(taxablePaise: number, sellerStateCode: string, buyerStateCode: string): TaxLine[] {
  if (sellerStateCode !== buyerStateCode) {
    return [
      {
        name: 'IGST',
        ratePercent: GST_RATE_PERCENT,
        paise: Math.round((taxablePaise * GST_RATE_PERCENT) / 100),
      },
    ];
  }
  const halfRate = GST_RATE_PERCENT / 2;
  const half = Math.round((taxablePaise * halfRate) / 100);
  const local: TaxName = gstStateOf(sellerStateCode)?.utgst ? 'UTGST' : 'SGST';
  return [
    { name: 'CGST', ratePercent: halfRate, paise: half },
    { name: local, ratePercent: halfRate, paise: half },
  ];
}

/** The tax of a set of lines, in paise. */
export const taxTotal = (lines: readonly TaxLine[]): number =>
  lines.reduce((sum, line) => sum + line.paise, 0);

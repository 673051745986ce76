/*
 * An amount in words as Indian invoices write it (CGST Rules, rule 46 asks for the total in words too):
 * Indian numbering, so 1,91,990 is "One Lakh Ninety-One Thousand Nine Hundred Ninety", never "one hundred
 * ninety-one thousand".
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** The Indian scale from the top: a crore is 1,00,00,000, a lakh 1,00,000. */
const SCALE: [number, string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
];

/** A whole number in words with Indian numbering ('Zero' for 0). */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole amount: ${value}`);
  if (value === 0) return 'Zero';
  const parts: string[] = [];
  let rest = value;
  for (const [size, name] of SCALE) {
    const count = Math.floor(rest / size);
    // Above 99 crore the crore count itself is spelled in Indian numbering ("One Hundred Crore").
    if (count > 0) parts.push(`${size === 10_000_000 ? numberInWords(count) : belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 'Indian Rupees Nine Thousand Five Hundred Fifty-Four and Forty-Six Paise Only' */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Indian Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}

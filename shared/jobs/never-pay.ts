/*
 * The never-pay guard: a job may not ask candidates for money, or for identity documents before anyone has
 * met them. These are the marks of the commonest job scams in India ("registration fee", "refundable
 * security deposit", a UPI id to pay, Aadhaar or PAN over WhatsApp before an interview). The server refuses
 * such a post on create and on edit with a 422 that names the rule; the post-job form says the same before
 * sending. The phrases below are the documented list: English and the common Hinglish forms, matched
 * case-insensitively on whole words. A phrase said in the negative ("no registration fee", "we never ask
 * for a deposit") is not a demand and passes.
 */

export type NeverPayRuleId = 'fee' | 'payment-id' | 'identity-documents';

export interface NeverPayRule {
  id: NeverPayRuleId;
  /** What the matched words do, as the refusal says it after them: '"registration fee" asks …'. */
  breach: string;
  patterns: RegExp[];
}

/** Any money word: rupee sign, Rs, INR, rupees (and the Hinglish 'rupaye'). */
const MONEY = String.raw`(?:₹|rs\.?|inr|rupees?|rupaye)`;
const AMOUNT = String.raw`${MONEY}\s?[\d,]+(?:\s?\/-)?|[\d,]+\s?(?:\/-|${MONEY})`;

export const NEVER_PAY_RULES: readonly NeverPayRule[] = [
  {
    id: 'fee',
    breach: 'asks candidates to pay a fee or a deposit',
    patterns: [
      /\b(?:registration|processing|joining|training|interview|application|enrol?ment|documentation|form|kit|uniform|placement)\s+(?:fee|fees|charge|charges|amount)\b/,
      /\b(?:refundable\s+)?(?:security|caution)\s+(?:deposit|money|amount)\b/,
      /\brefundable\s+(?:deposit|amount|fee|fees)\b/,
      /\bpay\s+(?:to|before\s+you)\s+apply\b/,
      new RegExp(String.raw`\b(?:pay|deposit|transfer|send)\s+(?:${AMOUNT})\s+(?:to|for|as|before)\b`),
      new RegExp(String.raw`(?:${AMOUNT})\s+(?:registration|joining|processing|security|training)\b`),
      // Hinglish: "fees jama karein", "paise jama karna hoga", "registration ke liye ₹500 dena hoga".
      /\b(?:fees?|paise|paisa|rupaye|deposit|amount)\s+(?:jama|bhejn[ae]|bhejo|dena|dene|deni|bharn[ae]|bharo)\b/,
      /\b(?:registration|joining|interview)\s+ke\s+liye\s+(?:fees?|paise|payment|₹|rs)/,
    ],
  },
  {
    id: 'payment-id',
    breach: 'gives a payment id for candidates to pay',
    patterns: [
      // UPI ids of the common apps' handles: name@okaxis, 98xxxxxx@ybl, name@paytm …
      /\b[\w.-]{2,}@(?:ok(?:axis|sbi|hdfcbank|icici)|ybl|ibl|axl|paytm|upi|apl|yapl|ptyes|ptaxis|pthdfc|ptsbi|airtel|freecharge|axisbank|icici|sbi|hdfcbank|kotak|indus|federal|barodampay)\b/,
      /\b(?:upi|gpay|google\s+pay|phonepe|paytm)\s+(?:id|number|no\.?)\s*(?::|-|is)?\s*[\w.@-]*\d/,
    ],
  },
  {
    id: 'identity-documents',
    breach: 'asks for Aadhaar or PAN before anyone has met the candidate',
    patterns: [
      /\b(?:send|share|submit|upload|whatsapp|e-?mail|mail)\s+(?:us\s+)?(?:your\s+)?(?:a\s+)?(?:copy\s+of\s+)?(?:scanned\s+)?(?:aadha?ar|aadhar|pan)(?:\s+card|\s+number|\s+no\.?|\s+details)?\b/,
      /\b(?:aadha?ar|pan\s+card|pan\s+number)\b[^.\n]{0,60}\b(?:before|prior\s+to|for)\s+(?:the\s+|your\s+)?(?:interview|selection|shortlisting|applying|application)\b/,
      // Hinglish: "aadhar card bhejo", "PAN card bhejein".
      /\b(?:aadha?ar|pan)(?:\s+card)?\s+(?:bhejo|bhejein|bhejiye|bheje|bhejna|share\s+karo|share\s+karein)\b/,
    ],
  },
];

/** Words before a match that make it a promise rather than a demand ("no registration fee"). */
const NEGATION = /\b(?:no|never|not|without|zero|free\s+of|nor|nahi|nahin|koi\s+bhi)\b(?:\s+\S+){0,4}\s*$/;

export interface NeverPayBreach {
  rule: NeverPayRule;
  /** The words that matched, as the poster wrote them. */
  phrase: string;
}

/** The first demand for money or documents in `text`, or null when it asks for none. */
export function neverPayBreach(text: string): NeverPayBreach | null {
  const lower = text.toLowerCase();
  for (const rule of NEVER_PAY_RULES) {
    for (const pattern of rule.patterns) {
      const global = new RegExp(pattern.source, 'g');
      for (const match of lower.matchAll(global)) {
        const before = lower.slice(Math.max(0, match.index - 40), match.index);
        if (NEGATION.test(before)) continue;
        return { rule, phrase: text.slice(match.index, match.index + match[0].length).trim() };
      }
    }
  }
  return null;
}

/** The refusal, naming the rule and the words that broke it. */
export function neverPayMessage({ rule, phrase }: NeverPayBreach): string {
  return `Jobs on Jobmatch may not ask candidates for money or documents up front: “${phrase}” ${rule.breach}. Remove it to post this job.`;
}

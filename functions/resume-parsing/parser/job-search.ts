import type { ParsedJobSearch } from '../../../shared/resume/parsed-resume.js';

/*
 * What Indian recruiters filter on and resumes state in a sentence of their own: the notice period and
 * the current and expected CTC. Read from the whole text with its lines joined, since a summary wraps a
 * statement over two lines ('... Expected' / 'CTC: 17 LPA').
 */

const SEP = String.raw`\s*(?:[:\-–—=]|is|of)?\s*`;
/** An amount as Indian resumes print it: '12 LPA', '₹12.5 Lakhs', 'INR 9,50,000 p.a.', 'Rs. 85k per month'. */
const AMOUNT = String.raw`(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)\s*(lpa|lakhs?|lacs?|l\b|crores?|cr\b|k\b)?\s*(?:inr|rupees)?\s*(per\s+annum|p\.?\s?a\b\.?|per\s+month|p\.?\s?m\b\.?|\/\s*month|\/\s*annum|per\s+year)?`;

const CURRENT = new RegExp(
  String.raw`(?:(?:current|present|existing)\s+(?:ctc|salary|compensation|package)|ctc\s*\(\s*current\s*\)|\bctc(?!\s*\(\s*expected))${SEP}${AMOUNT}`,
  'i',
);
const EXPECTED = new RegExp(
  String.raw`(?:expected\s*(?:ctc|salary|compensation|package)?|ctc\s*\(\s*expected\s*\))${SEP}${AMOUNT}`,
  'i',
);
const NOTICE =
  /notice\s*period\s*(?:[:\-–—]|is|of)?\s*(?:of\s+)?(immediate(?:ly)?|\d{1,3})\s*(days?|weeks?|months?)?/i;
const IMMEDIATE = /\bimmediate(?:ly)?\s+(?:joiner|joining|available)|\bavailable\s+to\s+join\s+immediately/i;

/** Rupees a year from an amount's number, unit and period; a bare small number is lakhs, as resumes mean it. */
export function rupeesPerYear(number: string, unit = '', period = ''): number | null {
  const n = Number(number.replace(/,/g, ''));
  if (!Number.isFinite(n) || n <= 0) return null;
  const u = unit.toLowerCase();
  const scale = /^(lpa|lakh|lac|l$)/.test(u)
    ? 100_000
    : /^(crore|cr)/.test(u)
      ? 10_000_000
      : u === 'k'
        ? 1_000
        : n < 200
          ? 100_000
          : 1;
  const monthly = /month|p\.?\s?m/i.test(period);
  return Math.round(n * scale * (monthly ? 12 : 1));
}

function amount(match: RegExpExecArray | null): number | null {
  return match?.[1] ? rupeesPerYear(match[1], match[2], match[3]) : null;
}

export function noticePeriodDays(text: string): number | null {
  const m = NOTICE.exec(text);
  if (m?.[1]) {
    if (/^immediate/i.test(m[1])) return 0;
    const n = Number(m[1]);
    const unit = (m[2] ?? 'days').toLowerCase();
    return unit.startsWith('month') ? n * 30 : unit.startsWith('week') ? n * 7 : n;
  }
  return IMMEDIATE.test(text) ? 0 : null;
}

/** Whether a line states a notice period or a CTC ('Notice period: 2 months', 'Immediate joiner'). */
export function statesJobSearch(text: string): boolean {
  return [NOTICE, IMMEDIATE, CURRENT, EXPECTED].some((pattern) => pattern.test(text));
}

export function parseJobSearch(lines: { text: string }[]): ParsedJobSearch {
  const text = lines.map((l) => l.text.replace(/\t/g, ' ')).join(' ');
  return {
    noticePeriodDays: noticePeriodDays(text),
    currentCtc: amount(CURRENT.exec(text)),
    expectedCtc: amount(EXPECTED.exec(text)),
  };
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const MONTH_WORD =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR = "(?:19|20)\\d{2}|'\\d{2}";
const SINGLE =
  `(?:\\d{1,2}[/.-]\\d{1,2}[/.-](?:19|20)\\d{2}` +
  `|\\d{1,2}[/.-](?:19|20)\\d{2}` +
  `|(?:19|20)\\d{2}[/.-]\\d{1,2}(?![/.-]?\\d)` +
  `|${MONTH_WORD}\\.?,?\\s*(?:${YEAR})` +
  `|(?:19|20)\\d{2})`;
const CURRENT = '(?:present|current(?:ly)?|till\\s+date|to\\s+date|till\\s+now|now|ongoing|today)';

export const DATE_RANGE = new RegExp(
  `(${SINGLE})\\s*(?:[-–—~]+|\\bto\\b|\\btill\\b|\\buntil\\b)\\s*(${SINGLE}|${CURRENT})`,
  'i',
);
/**
 * Two month-year dates with nothing between them but space: 'Sep. 2023 Mar. 2024'. Some LaTeX templates
 * draw the dash of a range with a glyph that has no text, so the range reaches the text layer without it.
 */
const MONTH_YEAR = `${MONTH_WORD}\\.?,?\\s*(?:${YEAR})`;
const DASHLESS_RANGE = new RegExp(`\\b(${MONTH_YEAR})\\s+(${MONTH_YEAR}|${CURRENT})\\b`, 'i');
const SINGLE_DATE = new RegExp(`(${SINGLE})`, 'i');
const CURRENT_RE = new RegExp(`^${CURRENT}$`, 'i');

export interface DateRange {
  start: string;
  end: string | null;
  isCurrent: boolean;
  /** The matched text, so callers can cut it out of the line. */
  raw: string;
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

function expandYear(y: string): number {
  if (y.startsWith("'")) {
    const n = Number(y.slice(1));
    return n > 50 ? 1900 + n : 2000 + n;
  }
  return Number(y);
}

/** One printed date to 'YYYY-MM' or 'YYYY'; undefined when it is not a date. */
export function normalizeDate(text: string): string | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})$/.exec(t);
  if (m) {
    // Indian and British resumes print DD/MM/YYYY; fall back to MM/DD when the middle cannot be a month.
    const a = Number(m[1]);
    const b = Number(m[2]);
    const month = b >= 1 && b <= 12 ? b : a;
    if (month < 1 || month > 12) return m[3];
    return `${m[3]}-${twoDigits(month)}`;
  }
  m = /^(\d{1,2})[/.-]((?:19|20)\d{2})$/.exec(t);
  if (m) {
    const month = Number(m[1]);
    return month >= 1 && month <= 12 ? `${m[2]}-${twoDigits(month)}` : m[2];
  }
  m = /^((?:19|20)\d{2})[/.-](\d{1,2})$/.exec(t);
  if (m) {
    const month = Number(m[2]);
    return month >= 1 && month <= 12 ? `${m[1]}-${twoDigits(month)}` : m[1];
  }
  m = new RegExp(`^(${MONTH_WORD})\\.?,?\\s*(${YEAR})$`, 'i').exec(t);
  if (m?.[1] && m[2]) {
    const month = MONTHS[m[1].slice(0, 4) === 'sept' ? 'sept' : m[1].slice(0, 3)];
    return `${expandYear(m[2])}-${twoDigits(month ?? 1)}`;
  }
  m = /^((?:19|20)\d{2})$/.exec(t);
  if (m) return m[1];
  return undefined;
}

export function isCurrentWord(text: string): boolean {
  return CURRENT_RE.test(text.trim().replace(/\s+/g, ' '));
}

/** A range with its start only: 'Since Jan 2021', 'From 2019 onwards', 'Jan 2021 onwards'. */
const OPEN_RANGE = new RegExp(
  `(?:\\b(?:since|from)\\s+(${SINGLE})|(${SINGLE})\\s+onwards?\\b)(?=\\s*(?:$|[\\t|•·,)]|[–—-]\\s+\\D))`,
  'i',
);

/** The first date range in a line, e.g. 'Jun 2021 - Till date' or '01/07/2019 to 31/03/2022'. */
export function findDateRange(text: string): DateRange | undefined {
  const m = DATE_RANGE.exec(text) ?? DASHLESS_RANGE.exec(text);
  if (!m) {
    // Only where a date stands on its own: at a line's or cell's start, or after a separator; not in prose.
    const open = OPEN_RANGE.exec(text);
    const before = open ? text.slice(0, open.index) : '';
    if (!open || !(before.trim() === '' || /[\t|•·,(–—-]\s*$/.test(before))) return undefined;
    const start = normalizeDate(open[1] ?? open[2] ?? '');
    return start ? { start, end: null, isCurrent: true, raw: open[0] } : undefined;
  }
  if (!m[1] || !m[2]) return undefined;
  const start = normalizeDate(m[1]);
  if (!start) return undefined;
  if (isCurrentWord(m[2])) return { start, end: null, isCurrent: true, raw: m[0] };
  const end = normalizeDate(m[2]);
  if (!end) return undefined;
  return { start, end, isCurrent: false, raw: m[0] };
}

/** A single date on a line ('May 2019', '2018'), for education end dates and one-date roles. */
export function findSingleDate(text: string): { date: string; raw: string } | undefined {
  const m = SINGLE_DATE.exec(text);
  if (!m?.[1]) return undefined;
  const date = normalizeDate(m[1]);
  return date ? { date, raw: m[0] } : undefined;
}

/** Months between two normalized dates, inclusive of the start month; a bare year counts from January. */
export function monthIndex(date: string): number {
  const [y, m] = date.split('-');
  return Number(y) * 12 + (m ? Number(m) - 1 : 0);
}

const PLACEHOLDER_YEAR = "(?:19|20)[\\dX]{2}|'\\d{2}|\\d{1,2}[/.-](?:19|20)[\\dX]{2}";
const DATE_WORDS = new RegExp(
  `\\b(?:${MONTH_WORD}\\.?|${PLACEHOLDER_YEAR}|${CURRENT}|to|till|until|since)\\b|'\\d{2}`,
  'gi',
);
const HAS_DATE_WORD = new RegExp(`${MONTH_WORD}|\\d`, 'i');
const ENDS_CURRENT = new RegExp(`(?:[-–—~]|\\bto|\\btill|\\buntil)\\s*${CURRENT}\\.?$`, 'i');

/**
 * A line that holds nothing but a date or a range the parser cannot read as months ('January 20XX -
 * Current' in a template, 'Summer 2021'): it belongs to an entry's header, and a range ending in
 * 'Present' still says the role is current. Undefined for any other line.
 */
export function dateOnlyLine(text: string): { isCurrent: boolean } | undefined {
  const t = text.trim();
  if (!t || t.length > 40 || !HAS_DATE_WORD.test(t)) return undefined;
  const rest = t
    .replace(DATE_WORDS, ' ')
    .replace(/\b(?:spring|summer|fall|autumn|winter)\b/gi, ' ')
    .replace(/[\s,.()–—~-]+/g, '');
  if (rest) return undefined;
  return { isCurrent: ENDS_CURRENT.test(t) };
}

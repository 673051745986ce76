import { INDIAN_CITIES, INDIAN_STATES, US_STATE_NAMES, US_STATES } from './places.js';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
// +91 98765 43210, 098765-43210, 9876543210, (718) 555-0100, +1 312 555 0142
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d[\d\s.–-]{6,14}\d/g;
const URL =
  /\b(?:https?:\/\/[^\s|,;<>()]+|www\.[^\s|,;<>()]+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com|kaggle\.com)\/[^\s|,;<>()]+)/gi;

export function findEmail(text: string): string | undefined {
  return EMAIL.exec(text)?.[0]?.replace(/\.$/, '');
}

/** A phone number: Indian mobiles (10 digits starting 6-9, optional +91/0), or 10-13 digit numbers. */
export function findPhone(text: string): string | undefined {
  const withoutDates = text.replace(/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, ' ');
  for (const m of withoutDates.matchAll(PHONE)) {
    const raw = m[0].trim().replace(/[–-]$/, '');
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 13) continue;
    if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(raw)) continue;
    const national = digits.length > 10 ? digits.slice(-10) : digits;
    if (digits.length === 10 || /^(91|0|1|44|61|971|65)/.test(digits.slice(0, digits.length - 10))) {
      // A typographic dash between digit groups is a hyphen: '(718) 555–0100' is '(718) 555-0100'.
      if (national.length === 10) return raw.replace(/[–—]/g, '-');
    }
  }
  return undefined;
}

export function findLinks(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(URL)) {
    const url = m[0].replace(/[.)\]]+$/, '');
    if (/@/.test(url)) continue;
    out.push(url);
  }
  return out;
}

const PIN = /\b\d{3}\s?\d{3}\b/;
/**
 * The label before a place: 'Location:', 'City -', 'Current Location:', 'Present Address:'. A permanent
 * or native address is a label too; the header is read before the personal details that usually hold it.
 */
export const LOCATION_LABEL =
  /^(?:(?:current|present|preferred|residential|permanent|postal|correspondence|mailing|home)\s+)?(?:location|city|address|residence)\s*[:-]\s*/i;
/** A town (one to three capitalised words), then optionally its state or the country after a comma. */
const TOWN_REGION = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}(?:,\s*(.+))?$/u;
/** 'Durg', 'Navi Mumbai', 'Durg, Chhattisgarh', 'Durg, India': a town no list need know, and where it is. */
function townWithRegion(text: string): boolean {
  const m = TOWN_REGION.exec(text);
  if (!m) return false;
  const region = m[1]?.trim();
  return region === undefined || region === 'India' || INDIAN_STATES.includes(region);
}
/** Words naming a number that six digits may follow ('Roll Number 123456'): no town. */
const NUMBERED = /\b(?:number|no|id|code|roll|registration|reference|ref|batch|rank|score|marks|total)\b/i;
/** A town (with its state) ending in a six-digit PIN code: 'Chakan - 410501', 'Durg, Chhattisgarh 491001'. */
const TOWN_PIN = /^(.+?)\s*[-–,]?\s*[1-9]\d{2}\s?\d{3}$/u;
const US_CITY_STATE = new RegExp(
  `\\b([A-Z][a-zA-Z.]+(?:\\s[A-Z][a-zA-Z.]+)*),\\s?(${[...US_STATES, ...US_STATE_NAMES].join('|')})\\b(?:\\s\\d{5})?`,
);

/** A location in a header cell: an Indian city (with state or PIN), or 'City, ST'. */
export function findLocation(cell: string): string | undefined {
  const labelled = LOCATION_LABEL.test(cell.trim());
  const text = cell.trim().replace(LOCATION_LABEL, '').trim();
  if (EMAIL.test(text) || /https?:|www\./i.test(text)) return undefined;
  // 'St. Xavier's College, Mumbai' and 'Acme Pvt Ltd, Pune' name a school or an employer, not where one lives.
  if (
    /\b(?:university|college|institute|school|iit|nit|iiit|iim|ltd|limited|pvt|inc|llc|cgpa|gpa)\b|%/i.test(
      text,
    )
  ) {
    return undefined;
  }
  const lower = text.toLowerCase();
  for (const city of INDIAN_CITIES) {
    const i = lower.indexOf(city);
    if (i < 0) continue;
    const before = i === 0 || /[^a-z]/.test(lower[i - 1] ?? ' ');
    const after = i + city.length >= lower.length || /[^a-z]/.test(lower[i + city.length] ?? ' ');
    if (!before || !after) continue;
    return text.replace(/^[\s,|•·-]+|[\s,|•·-]+$/g, '');
  }
  const us = US_CITY_STATE.exec(text);
  if (us)
    return text
      .slice(0, (us.index ?? 0) + us[0].length)
      .replace(/^[\s,|•·-]+/, '')
      .trim();
  // 'Hosur, Tamil Nadu': a town no list knows, before the state it is in.
  const townState = /^(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2}),\s*(.+)$/u.exec(text);
  if (townState?.[2] && INDIAN_STATES.includes(townState[2].trim())) return text;
  // A town no list knows is a place when its label says so ('Current Location: Durg'), or when a PIN
  // code follows it ('Chakan - 410501'): both are how Indian resumes print where one lives.
  if (labelled && townWithRegion(text)) return text;
  const pinned = TOWN_PIN.exec(text);
  if (pinned?.[1] && townWithRegion(pinned[1]) && !NUMBERED.test(pinned[1]) && !findPhone(text)) return text;
  if (PIN.test(text) && /,/.test(text) && !findPhone(text)) return text;
  // A US street address: house number first, region and ZIP code last ('4567 Main Street City, ST 98052').
  if (/^\d{1,6}\s+\p{Lu}/u.test(text) && /,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?$/.test(text) && !findPhone(text))
    return text;
  return undefined;
}

/** Header cells: a header line split on the separators resumes print between contact items. */
export function headerCells(text: string): string[] {
  return text
    .split(/\t|\s[|•·◦▪●]\s|\s{2,}|\s\|\s?|\|/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

const PLACE_WORD = /^(?:india|usa|us|uk|united states|remote|hybrid|on-?site)$/i;

/** A fragment that is only a place: 'Pune', 'Seattle, WA', 'Columbus, Ohio', 'Bengaluru, Karnataka 560034'. */
export function isPlace(fragment: string): boolean {
  // 'Palo Alto, CA & Ithaca, NY': two places are a place.
  const both = fragment.split(/\s+(?:&|and|\/)\s+/);
  if (both.length > 1) return both.every((p) => isPlace(p));
  const pieces = fragment
    .replace(/[()]/g, '')
    .split(/,\s*/)
    .map((p) => p.replace(/\s*\d{3}\s?\d{3}$|\s+\d{5}$/, '').trim())
    .filter(Boolean);
  if (pieces.length === 0) return false;
  const known = (p: string) =>
    INDIAN_CITIES.includes(p.toLowerCase()) ||
    US_STATES.includes(p) ||
    US_STATE_NAMES.includes(p) ||
    PLACE_WORD.test(p);
  if (pieces.every(known)) return true;
  const [city, state] = pieces;
  return (
    pieces.length === 2 &&
    city !== undefined &&
    state !== undefined &&
    /^(?:[A-Z][a-z.]+\s?){1,3}$/.test(city) &&
    (US_STATES.includes(state) || US_STATE_NAMES.includes(state))
  );
}

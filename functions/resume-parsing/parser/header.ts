import type { ParsedPersonalInfo } from '../../../shared/resume/parsed-resume.js';
import { findEmail, findLocation, findPhone, headerCells, LOCATION_LABEL } from './contact.js';
import { findDateRange } from './dates.js';
import { joinWrappedPlaces } from './employer-place.js';
import { TITLE_WORDS } from './experience.js';
import type { Line } from './lines.js';
import { detectHeading } from './sections.js';

const NAME_WORD = /^[\p{Lu}][\p{L}'’.-]*$|^[\p{Lu}]\.?$/u;
const NOT_NAME =
  /\b(?:resume|curriculum|vitae|cv|profile|summary|engineer|developer|manager|analyst|street|road|nagar|email|phone|mobile|india|university|college|institute|experience)\b/i;

function nameLike(text: string): boolean {
  const cleaned = text.replace(/^name\s*[:-]\s*/i, '').trim();
  if (
    /[\d@/:|]/.test(cleaned) ||
    cleaned.length > 40 ||
    NOT_NAME.test(cleaned) ||
    TITLE_WORDS.test(cleaned)
  ) {
    return false;
  }
  const words = cleaned.split(/\s+/);
  if (words.length < 1 || words.length > 4) return false;
  return words.every((w) => NAME_WORD.test(w));
}

function looksLikeTitle(text: string): boolean {
  return (
    text.length <= 70 &&
    !findEmail(text) &&
    !findPhone(text) &&
    !/https?:|www\.|\.com/i.test(text) &&
    !findDateRange(text) &&
    !detectHeading(text) &&
    !findLocation(text) &&
    // The school or employer printed beside the contact details is not a headline.
    !/\b(?:university|college|institute|school)\b/i.test(text) &&
    /^[\p{L}&/,+()'. -]+$/u.test(text)
  );
}

/**
 * A name set in capitals ('PRIYA IYER', 'ANNA WIŚNIEWSKA') is typography, not spelling: the profile gets
 * 'Priya Iyer', with a capital after a hyphen or apostrophe ('Jean-Luc', "D'Souza"). Mixed case is kept as printed.
 */
export function properCase(name: string): string {
  if (!/\p{Lu}\p{Lu}/u.test(name) || name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A town's name as printed alone: one to three capitalised words ('Sanand', 'Navi Mumbai'). */
const TOWN = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}$/u;

/**
 * A town no list knows, printed among the contact details: a cell on the line of the email or phone
 * ('Sanand | +91 98765 43210 | a@b.in'), else a line of its own next to theirs (a contact block or
 * sidebar). A cell on a contact line is the stronger sign, so every contact line is read before any
 * neighbour. Never the name, the headline (a role no word marks, 'Pharmacist', reads like a town) or a heading.
 */
export function townBesideContact(lines: Line[], name: string, headline = ''): string {
  const contact = (text: string) => Boolean(findEmail(text) || findPhone(text));
  const town = (cell: string) => {
    const text = cell.trim().replace(LOCATION_LABEL, '').trim();
    return TOWN.test(text) &&
      !name.includes(text) &&
      text !== headline &&
      !TITLE_WORDS.test(text) &&
      !NOT_NAME.test(text) &&
      !detectHeading(text)
      ? text
      : undefined;
  };
  for (const line of lines) {
    const cells = headerCells(line.text);
    if (cells.length > 1 && cells.some(contact)) {
      const found = cells
        .filter((c) => !contact(c))
        .map(town)
        .find(Boolean);
      if (found) return found;
    }
  }
  for (const [i, line] of lines.entries()) {
    const cells = headerCells(line.text);
    if (cells.length === 1 && !contact(line.text)) {
      const nextTo = [lines[i - 1], lines[i + 1]].some((l) => l && headerCells(l.text).some(contact));
      const found = nextTo ? town(line.text) : undefined;
      if (found) return found;
    }
  }
  return '';
}

/**
 * An address too long for a narrow sidebar wraps at a dot or after the '@' ('meera.n@example.' over
 * 'in'), or anywhere in the domain when the address fills its line alone ('meera.n@examp' over 'le.in',
 * 'meera.n@example.i' over 'n'):
 * the next line, a bare piece of a domain, finishes it.
 */
export function wrappedEmail(text: string, next: string | undefined): string | undefined {
  const end = /\S+@[\w.-]*$/.exec(text.trim())?.[0];
  const rest = next?.trim() ?? '';
  if (!end || !/^[\w.-]{1,30}$/.test(rest)) return undefined;
  const alone = end === text.trim();
  if (!alone && (!/[.@]$/.test(end) || rest.length < 2)) return undefined;
  return findEmail(`${end}${rest}`);
}

/** Name, contact details and headline from the lines above the first section. */
export function parseHeader(header: Line[], elsewhere: Line[], all: Line[]): ParsedPersonalInfo {
  const top = header.slice(0, 12);
  const searchable = header.length ? header : all.slice(0, 12);
  let email = '';
  let phone = '';
  const contactPool = [...searchable, ...all];
  for (const [i, line] of contactPool.entries()) {
    if (!email) email = findEmail(line.text) ?? wrappedEmail(line.text, contactPool[i + 1]?.text) ?? '';
    if (!phone) phone = findPhone(line.text) ?? '';
    if (email && phone) break;
  }

  // The name is the biggest name-like line on the first page (font size), else the first name-like line on top.
  const sized = all.some((l) => l.size > 0);
  const pool = sized ? all.filter((l) => l.page === 1).slice(0, 60) : top.length ? top : all.slice(0, 8);
  const candidates = pool
    .map((line, index) => ({ line, index, cell: headerCells(line.text)[0] ?? '' }))
    .filter((c) => (sized || c.index < 8) && !detectHeading(c.cell) && nameLike(c.cell));
  let nameIndex = -1;
  let name = '';
  let nameLine: Line | undefined;
  if (candidates.length) {
    const maxSize = Math.max(...candidates.map((c) => c.line.size));
    const chosen = candidates.find((c) => c.line.size === maxSize) ?? candidates[0];
    if (chosen) {
      nameIndex = chosen.index;
      nameLine = chosen.line;
      name = chosen.cell.replace(/^name\s*[:-]\s*/i, '');
      // A name printed large over two lines ('Chanchal' / 'Sharma').
      const next = candidates.find((c) => c.index === chosen.index + 1 && c.line.size === chosen.line.size);
      if (next && chosen.line.size > 0 && name.split(' ').length === 1) {
        name = `${name} ${next.cell}`;
        nameIndex = next.index;
      }
    }
  }
  const [firstName = '', ...rest] = properCase(name).split(/\s+/).filter(Boolean);

  let title = '';
  for (let i = nameIndex + 1; nameLine && i < Math.min(pool.length, nameIndex + 4); i++) {
    const text = pool[i]?.text ?? '';
    if (detectHeading(text)) break;
    const cell = headerCells(text)[0] ?? '';
    if (looksLikeTitle(cell) && !nameLike(cell)) {
      title = cell;
      break;
    }
  }

  const locate = (pool: Line[]) => {
    for (const line of pool) {
      for (const cell of headerCells(line.text)) {
        const found = findLocation(cell);
        if (found) return found;
      }
    }
    return '';
  };
  // A contact line too long for the page wraps its place ('Hosur, Tamil' over 'Nadu'): read it whole.
  const contact = joinWrappedPlaces(header);
  const location =
    locate(contact) ||
    townBesideContact(contact, `${firstName} ${rest.join(' ')}`, title) ||
    locate(elsewhere.slice(0, 40));

  return { firstName, lastName: rest.join(' '), email, phone, location, title };
}

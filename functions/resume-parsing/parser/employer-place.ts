import { isPlace } from './contact.js';
import { findDateRange, isCurrentWord } from './dates.js';
import type { Line } from './lines.js';
import { INDIAN_CITIES, INDIAN_STATES } from './places.js';

/** A town as printed: one to three capitalised words ('Sanand', 'Navi Mumbai'). */
const TOWN = /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2}$/u;
/** Words that end an employer's name or name a unit of it, never a town: 'Acme - Engineering', 'Acme, Inc'. */
const NOT_TOWN =
  /^(?:inc|ltd|limited|llc|llp|plc|corp|co|pvt|private|company|group|engineering|marketing|sales|finance|operations|research|design|product|support|technology|technologies|consulting|services|solutions|remote|hybrid|internship|contract|freelance|headquarters|campus|division|department|team)$/i;

/**
 * A place no list knows, printed after an employer: a town alone ('Sanand'), or a town with its state
 * ('Hosur, Tamil Nadu'). Known places ('Pune', 'Chicago, IL') are left to the rules that read them.
 */
export function unknownPlace(tail: string): boolean {
  const t = tail.trim().replace(/[.,;]$/, '');
  if (isPlace(t)) return false;
  const [town = '', state, ...more] = t.split(/,\s*/);
  if (more.length || !TOWN.test(town) || NOT_TOWN.test(town) || isCurrentWord(town)) return false;
  if (state === undefined) return !/\s/.test(town);
  return INDIAN_STATES.includes(state) || isPlace(state);
}

/** Where a place ends the text after a comma or dash: the name before it, and whether a list knows the place. */
function placeAtEnd(text: string): { head: string; known: boolean } | undefined {
  const separators = [...text.matchAll(/,\s+|\s+[-–—|]\s+/g)];
  for (const sep of separators) {
    const head = text.slice(0, sep.index).trim();
    const tail = text.slice((sep.index ?? 0) + sep[0].length);
    // 'University of California, Berkeley': a campus after 'University of <name>' is part of the name.
    if (/^university of\b/i.test(head) && sep[0].startsWith(',')) continue;
    if (head && /\p{L}{2}/u.test(head) && (unknownPlace(tail) || isPlace(tail)))
      return { head, known: isPlace(tail) };
  }
  return undefined;
}

/**
 * 'Kamdhenu Dairy Cooperative - Sriperumbudur', 'Mehrotra & Associates, Bhiwadi, Rajasthan': the employer,
 * then a town no list knows. Returns the employer alone, cut at the first comma or dash after which only
 * such a town follows; the text unchanged when no place ends it, or when the place ending it is a known
 * one (the rules that read employers already set those apart, and some read the place to find the name).
 */
export function cutEmployerPlace(text: string): string {
  const place = placeAtEnd(text);
  return place && !place.known ? place.head : text;
}

/**
 * The lines of a history whose first cell is a name with its place after it and no role in it
 * ('Medisetu Clinical Research, Kollam, Kerala', 'Acme Pvt Ltd | Pune'): such a line names the employer,
 * whatever words the name and the role on the next line use. Indexes of `lines`.
 */
export function employerPlaceLines(lines: Line[], isRole: (text: string) => boolean): Set<number> {
  const out = new Set<number>();
  lines.forEach((line, i) => {
    const name = employerCell(line, isRole);
    if (name && placeAtEnd(name.text)) out.add(i);
  });
  return out;
}

/**
 * The part of a history line that may name an employer: its first cell, less dates printed after the
 * name in the same cell ('Acme Pvt Ltd, Hosur (Mar 2020 to Present)'). Undefined for a role, a bullet,
 * prose, or a cell of dates alone.
 */
function employerCell(
  line: Line,
  isRole: (text: string) => boolean,
): { text: string; end: number } | undefined {
  const first = line.text.split('\t')[0] ?? '';
  if (isRole(first) || /^[•●▪◦■*>➢✓·-]/.test(first.trim()) || first.length > 90) return undefined;
  const range = findDateRange(first);
  const end = range ? first.indexOf(range.raw) : first.length;
  const text = first
    .slice(0, end)
    .replace(/[\s([,|–—-]+$/, '')
    .trim();
  return /\p{L}{2}/u.test(text) ? { text, end } : undefined;
}

/**
 * Employer lines of a history that print the place after the name, with the role on a line of its own:
 * the place goes from the line, so it is never read as the employer or the role. Lines naming a role
 * (`isRole`) keep theirs: there the place is the role's, and the separators part other things.
 */
export function cutEmployerPlaces(lines: Line[], isRole: (text: string) => boolean): Line[] {
  return lines.map((line) => {
    const name = employerCell(line, isRole);
    const cut = name && cutEmployerPlace(name.text);
    if (!name || !cut || cut === name.text) return line;
    const [first = '', ...cells] = line.text.split('\t');
    // Dates printed after the name in its cell stay where they were.
    const dates = first.slice(name.end).trim();
    const opening = /\(\s*$/.test(first.slice(0, name.end)) ? '(' : '';
    return { ...line, text: [[cut, `${opening}${dates}`].join(' ').trim(), ...cells].join('\t') };
  });
}

/** Multi-word city names ('navi mumbai', 'new delhi'): a line may wrap between their words. */
const MULTIWORD_CITIES = INDIAN_CITIES.filter((c) => c.includes(' '));

/**
 * Which cell of the line above a wrapped place's rest (`rest`, the next line's first cell) belongs to: the
 * employer's (first) or a contact line's (last). The line above stops after a town's comma and the state
 * follows ('…, Durg,' over 'Chhattisgarh'), inside a state ('…, Hosur, Tamil' over 'Nadu'), or inside a
 * city's name ('…  Navi' over 'Mumbai, Maharashtra').
 */
function wrappedPlaceCell(prevCells: string[], rest: string): number | undefined {
  const ends = [0, prevCells.length - 1].map((k) => ({ k, cell: prevCells[k]?.trim() ?? '' }));
  for (const { k, cell } of ends) {
    if (/\p{L},$/u.test(cell) && INDIAN_STATES.includes(rest)) return k;
    const broken = /,\s*(\p{Lu}\p{Ll}+)$/u.exec(cell)?.[1];
    if (broken && /^\p{Lu}\p{Ll}+$/u.test(rest) && INDIAN_STATES.includes(`${broken} ${rest}`)) return k;
    const word = /(?:^|[\s,])(\p{Lu}\p{Ll}+)$/u.exec(cell)?.[1]?.toLowerCase();
    const joined = `${word} ${rest.toLowerCase()}`;
    if (
      word &&
      rest.length <= 40 &&
      !/[\d@]/.test(rest) &&
      MULTIWORD_CITIES.some(
        (c) => joined === c || (joined.startsWith(c) && /^[\s,]/.test(joined.slice(c.length))),
      )
    )
      return k;
  }
  return undefined;
}

/**
 * A place too long for its line wraps (wrappedPlaceCell): the rest of the place goes back onto the line
 * above, so the place reads whole.
 */
export function joinWrappedPlaces(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const [first = '', ...cells] = line.text.split('\t');
    const prevCells = (prev?.text ?? '').split('\t');
    const at = prev ? wrappedPlaceCell(prevCells, first.trim()) : undefined;
    if (prev && at !== undefined) {
      prevCells[at] = `${prevCells[at]?.trim()} ${first.trim()}`;
      out[out.length - 1] = { ...prev, text: prevCells.join('\t') };
      // Its other cells (a date column's piece) stay on a row of their own, still cells, not a first column.
      if (cells.length) out.push({ ...line, text: ['', ...cells].join('\t') });
    } else out.push(line);
  }
  return out;
}

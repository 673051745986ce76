import { isPlace } from './contact.js';
import { findDateRange, isCurrentWord } from './dates.js';
import type { Line } from './lines.js';
import { INDIAN_STATES } from './places.js';

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

/**
 * 'Kamdhenu Dairy Cooperative - Sriperumbudur', 'Mehrotra & Associates, Bhiwadi, Rajasthan': the employer,
 * then a town no list knows. Returns the employer alone, cut at the first comma or dash after which only
 * such a town follows; the text unchanged when no place ends it, or when the place ending it is a known
 * one (the rules that read employers already set those apart, and some read the place to find the name).
 */
export function cutEmployerPlace(text: string): string {
  const separators = [...text.matchAll(/,\s+|\s+[-–—|]\s+/g)];
  for (const sep of separators) {
    const head = text.slice(0, sep.index).trim();
    const tail = text.slice((sep.index ?? 0) + sep[0].length);
    // 'University of California, Berkeley': a campus after 'University of <name>' is part of the name.
    if (/^university of\b/i.test(head) && sep[0].startsWith(',')) continue;
    if (head && /\p{L}{2}/u.test(head) && (unknownPlace(tail) || isPlace(tail)))
      return isPlace(tail) ? text : head;
  }
  return text;
}

/**
 * Employer lines of a history that print the place after the name, with the role on a line of its own:
 * the place goes from the line, so it is never read as the employer or the role. Lines naming a role
 * (`isRole`) keep theirs: there the place is the role's, and the separators part other things.
 */
export function cutEmployerPlaces(lines: Line[], isRole: (text: string) => boolean): Line[] {
  return lines.map((line) => {
    const [first = '', ...cells] = line.text.split('\t');
    // A cell holding dates ('Mar 2019 - Present') is not an employer's name.
    if (isRole(first) || findDateRange(first) || /^[•●▪◦■*>➢✓·-]/.test(first.trim()) || first.length > 90)
      return line;
    const cut = cutEmployerPlace(first);
    return cut === first ? line : { ...line, text: [cut, ...cells].join('\t') };
  });
}

/**
 * A place too long for its line wraps: 'Annapurna Group of Institutions, Hosur, Tamil' over 'Nadu', or a
 * contact line ending 'Hosur, Tamil' over 'Nadu'. The rest of the place goes back onto the line above,
 * so the place reads whole.
 */
export function joinWrappedPlaces(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const [first = '', ...cells] = line.text.split('\t');
    const prevCells = (prev?.text ?? '').split('\t');
    // The place ends the employer (the first cell, dates after it) or a contact line (its last cell).
    const at = [0, prevCells.length - 1].find((k) => /,\s*\p{Lu}\p{Ll}+$/u.test(prevCells[k] ?? ''));
    const broken = at === undefined ? undefined : /,\s*(\p{Lu}\p{Ll}+)$/u.exec(prevCells[at] ?? '')?.[1];
    const rest = first.trim();
    if (
      prev &&
      at !== undefined &&
      broken &&
      /^\p{Lu}\p{Ll}+$/u.test(rest) &&
      INDIAN_STATES.includes(`${broken} ${rest}`)
    ) {
      prevCells[at] = `${prevCells[at]} ${rest}`;
      out[out.length - 1] = { ...prev, text: prevCells.join('\t') };
      // Its other cells (a date column's piece) stay on a row of their own, still cells, not a first column.
      if (cells.length) out.push({ ...line, text: ['', ...cells].join('\t') });
    } else out.push(line);
  }
  return out;
}

import type { ParsedWorkExperience } from '../../../shared/resume/parsed-resume.js';
import { findEmail, findPhone, isPlace } from './contact.js';
import { type DateRange, dateOnlyLine, findDateRange } from './dates.js';
import { cutEmployerPlaces, employerPlaceLines, joinWrappedPlaces } from './employer-place.js';
import { isDatum, type Line } from './lines.js';
import { roleDescription } from './role-description.js';

export const TITLE_WORDS =
  /\b(engineer|developer|manager|analyst|intern|consultant|designer|executive|lead|head|director|officer|associate|specialist|architect|scientist|coordinator|administrator|accountant|representative|assistant|president|founder|co-founder|trainee|owner|programmer|tester|writer|editor|recruiter|partner|advisor|adviser|strategist|supervisor|technician|teacher|lecturer|professor|researcher|fellow|apprentice|clerk|cashier|agent|marketer|auditor|controller|secretary|planner|buyer|operator|chef|nurse|officer|sde|swe|vp|cto|ceo|cfo|coo|hr|generalist|business partner|sales|marketing|product|member|educator|tutor|contributor|leader|counsel+or|instructor|trainer|mentor|volunteer|freelancer|contractor|(?:visiting|guest|adjunct)\s+faculty|faculty member)\b/i;
const COMPANY_WORDS =
  /\b(ltd|limited|pvt|private|inc|llc|llp|corp|corporation|company|co\.|technologies|technology|solutions|services|systems|software|bank|group|labs|consulting|consultancy|infotech|infosystems|industries|enterprises|global|international|ventures|capital|partners|analytics|digital|media|networks|foods|motors|pharma|pharmaceuticals|finance|financial|insurance|retail|healthcare|hospital|university|college|institute|agency|studio|studios|gmbh|plc|academy|trust|cooperative|co-operative|associates|traders|hospitals|clinic|network|foundation|publishing|publications)\b/i;

const BULLET = /^[•●▪◦■\-–*>➢✓·]\s*/;

function isBullet(line: string): boolean {
  return BULLET.test(line);
}

/** Verbs in the past tense that open an achievement without an '-ed' ending ('Led', 'Built', 'Ran'). */
const IRREGULAR_PAST =
  /^(?:led|built|ran|cut|wrote|grew|brought|set|made|won|drove|taught|sold|kept|held|took|gave|began|spent|found|rebuilt|oversaw|undertook|shipped|met|got|put|sped|drew|chose|rewrote|stood|saw|did|went|became)$/i;

/**
 * An achievement: a sentence that opens with a verb in the past tense and goes on in lower case ('Raised
 * line OEE from 68% to 81%', 'Led kaizen teams'). A list whose glyphs a copy or an export dropped prints
 * its points like this, unmarked and short; a title or an employer is written in capitals, not so.
 */
export function isAchievement(text: string): boolean {
  const words = text.trim().replace(BULLET, '').split(/\s+/);
  const first = words[0] ?? '';
  if (words.length < 4 || !/^\p{Lu}\p{Ll}+$/u.test(first)) return false;
  if (!/[a-z]ed$/.test(first) && !IRREGULAR_PAST.test(first)) return false;
  const plain = words.slice(1).filter((w) => /^\p{Ll}{3,}/u.test(w) && !/^(?:and|the|for|with)$/.test(w));
  return plain.length >= 2;
}

/** Lines long enough to be prose are descriptions, never title or company; so are achievements. */
function isProse(text: string): boolean {
  return text.length > 90 || (/[.;]$/.test(text) && text.split(' ').length > 8) || isAchievement(text);
}

function cleanFragment(text: string): string {
  return text
    .replace(/^[\s,|•·@:–—-]+|[\s,|•·@:–—-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .trim();
}

/** 'Northwind Technology. San Jose, California': a place after a full stop goes, the stop of 'Inc.' stays. */
function cutSentencePlace(text: string): string {
  const m = /^(.*?\S)\.\s+(\p{Lu}[^.]*)$/u.exec(text);
  if (!m?.[1] || !m[2] || !isPlace(m[2])) return text;
  return /\b(?:inc|ltd|co|corp|pvt|llc|bros|st)$/i.test(m[1]) ? `${m[1]}.` : m[1];
}

/** 'LionLike MindState, Pomona, CA': the place after the name's comma goes, whole ('Pomona' with 'CA'). */
function cutCommaPlace(text: string): string {
  if (isPlace(text)) return text;
  const parts = text.split(/,\s+/);
  const from = parts.findIndex((_, k) => k > 0 && isPlace(parts.slice(k).join(', ')));
  return from > 0 ? parts.slice(0, from).join(', ') : text;
}

/** 'HDFC Bank (Relationship Manager)': a role in brackets after the employer is a part of its own. */
function bracketedRole(text: string): string[] {
  const m = /^(.+?)\s*\(([^()]+)\)$/.exec(text.trim());
  if (!m?.[1] || !m[2] || !TITLE_WORDS.test(m[2]) || TITLE_WORDS.test(m[1])) return [text];
  return [m[1], m[2]];
}

/** Breaks a header line into its printed parts: 'Engineer | Acme Ltd', 'Engineer at Acme', 'Acme — Engineer'. */
/** How long a role lasted, as a theme computes it beside the dates ('2 yrs 6 mos', '1 year 5 months'). */
export const DURATION =
  /^(?:\d{1,2}\s*(?:yrs?|years?)(?:\s*,?\s*\d{1,2}\s*(?:mos?|months?))?|\d{1,2}\s*(?:mos?|months?))$/i;

/**
 * Glyphs of an icon font (a map pin, a calendar) that the text layer carries as U+0000 or private-use
 * characters: they mark a line, they are not its text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: an icon font's glyph without a text mapping reads as U+0000.
const ICON_GLYPHS = /[\u0000\uf000-\uf8ff]/gu;

export function withoutIcons(lines: Line[]): Line[] {
  return lines
    .map((l) => ({ ...l, text: l.text.replace(ICON_GLYPHS, ' ').replace(/ {2,}/g, ' ') }))
    .filter((l) => l.text.trim());
}

/**
 * The section's left edge: where its lines start, less lines an icon leads (the glyph sits left of the
 * text, so the text starts further right than the line's x says).
 */
function leftEdge(input: Line[]): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an icon font's glyph without a text mapping reads as U+0000.
  const plain = input.filter((l) => l.text.trim() && !/^\s*[\u0000\uf000-\uf8ff]/u.test(l.text));
  return Math.min(...(plain.length ? plain : input).map((l) => l.x));
}

function fragments(text: string): string[] {
  const keep = (f: string) =>
    f.length > 1 &&
    !DURATION.test(f) &&
    !isPlace(f) &&
    !/^\(?[A-Z]{2}\)?$/.test(f) &&
    !/^[()]+$/.test(f) &&
    // Contact details beside a sidebar's history are never a title or an employer.
    !findEmail(f) &&
    !findPhone(f) &&
    !/https?:|www\.|linkedin\.com|github\.com/i.test(f);
  // Strong separators first, so 'Seattle, WA' is recognised as a place before commas split it.
  return (
    text
      .split(/\t|\s+[|•·–—]\s+|\s+-\s+|\s+at\s+|\s+@\s+/)
      .map(cutSentencePlace)
      .map(cutCommaPlace)
      .flatMap(bracketedRole)
      .map(cleanFragment)
      .filter(keep)
      .flatMap(splitGluedRole)
      // 'Acme Cloud, Inc.' is one name: a comma before a legal form does not part it.
      .flatMap((f) => f.split(/,\s+(?=[A-Z])(?!(?:inc|ltd|llc|llp|corp|co|pvt|limited|gmbh|plc)\b)/i))
      .map(cleanFragment)
      .filter(keep)
  );
}

interface Anchor {
  index: number;
  range: DateRange;
}

/**
 * Title and employer among a header's parts. `lines` gives each part's line when known: a part left
 * over on the employer's own line ('University of California, Berkeley') is a campus or a place, so the
 * role is taken from another line first.
 */
function assign(
  parts: string[],
  lines: (number | undefined)[] = [],
): { position: string; companyName: string } {
  let position = '';
  let companyName = '';
  let companyLine: number | undefined;
  const rest: number[] = [];
  parts.forEach((part, i) => {
    const titleLike = TITLE_WORDS.test(part);
    const companyLike = COMPANY_WORDS.test(part);
    if (companyLike && !companyName && (!titleLike || position)) {
      companyName = part;
      companyLine = lines[i];
    } else if (titleLike && !position) position = part;
    else rest.push(i);
  });
  const elsewhere = rest.filter((i) => companyLine === undefined || lines[i] !== companyLine);
  for (const i of [...elsewhere, ...rest.filter((i) => !elsewhere.includes(i))]) {
    if (!position) position = parts[i] ?? '';
    else if (!companyName) companyName = parts[i] ?? '';
  }
  return { position, companyName };
}

const LABEL =
  /^(designation|role|position|title|job title|company|organi[sz]ation|employer|company name|duration|period|tenure|location|place)\s*[:\-–]\s*/i;

interface Fragment {
  text: string;
  label?: 'title' | 'company';
  /** The line it was printed on. */
  line?: number;
}

/**
 * An employer line without the role on it keeps its printed unit ('State University — IT Service Desk',
 * 'Engineering Program – State University') and loses only the place at its end ('— Columbus, Ohio').
 */
export function employerLine(text: string): string {
  const cells = text.split('\t').filter((c) => fragments(c).length > 0);
  const parts = (cells[0] ?? '').split(/(\s+[|•·–—]\s+|\s+-\s+)/);
  // parts alternate text and separator: drop trailing texts that hold nothing but a place.
  while (parts.length > 1 && fragments(parts.at(-1) ?? '').length === 0) parts.splice(-2, 2);
  const last = parts.length - 1;
  // 'Meridian Labs, Chicago, IL': a place after a comma goes too.
  const tail = (parts[last] ?? '').split(/,\s+/);
  const placeFrom = tail.findIndex((_, k) => k > 0 && isPlace(tail.slice(k).join(', ')));
  if (placeFrom > 0) tail.length = placeFrom;
  parts[last] = tail.join(', ');
  return cleanFragment(parts.join(''));
}

/** 'Wingtip Financial | Chicago, IL': one name that is no role, printed with a place after it. */
export function employerWithPlace(text: string): string | undefined {
  const parts = fragments(text);
  if (parts.length !== 1 || TITLE_WORDS.test(parts[0] ?? '')) return undefined;
  const name = employerLine(text);
  return name === parts[0] && name !== cleanFragment(text) ? name : undefined;
}

/** A line that is only a company's legal form ('Ltd', 'Pvt. Ltd.', 'Limited', 'Inc.'): a wrapped name's end. */
export const LEGAL_FORM =
  /^(?:(?:pvt|private)\.?\s+)?(?:ltd|limited|inc|incorporated|llc|llp|plc|corp|corporation|co|gmbh|pvt)\.?$/i;

const endsInLegalForm = (text: string) => {
  const words = text.split(/\s+/);
  return words.some((_, i) => i > 0 && LEGAL_FORM.test(words.slice(i).join(' ')));
};

/**
 * A heading too long for its line ('Kaveri Ledger' over 'Technologies Pvt. Ltd. — Halol', both set larger
 * than the body): the second line ends the name with its legal form, and neither names a role or a date.
 */
function brokenName(prev: Line, line: Line, head: string, bodySize: number): boolean {
  const plain = (t: string) =>
    /^\p{Lu}/u.test(t) && !/\t|\d/.test(t) && !TITLE_WORDS.test(t) && !isBullet(t) && !isProse(t);
  return (
    prev.size > bodySize * 1.2 &&
    prev.size === line.size &&
    Math.abs(prev.x - line.x) <= 2 &&
    plain(prev.text.trim()) &&
    plain(line.text.trim()) &&
    !endsInLegalForm(prev.text.trim()) &&
    prev.text.trim().split(/\s+/).length <= 4 &&
    endsInLegalForm(head)
  );
}

/**
 * Puts a company name's legal form, wrapped onto a line of its own, back at the end of the line above,
 * with the place printed after it ('Kaveri Ledger Private' over 'Limited — Halol' or 'Limited, Pune'); a
 * place alone after an em dash ('— Halol') goes back likewise, and so does the rest of a broken name.
 */
export function joinLegalForms(lines: Line[]): Line[] {
  const out: Line[] = [];
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  for (const line of lines) {
    const prev = out.at(-1);
    const head = line.text.trim().split(/,\s+|\s+[–—-]\s+/)[0] ?? '';
    // The place alone after an em dash ('— Halol'): the heading broke before its dash.
    const placeTail = /^—\s+\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2}$/u.test(line.text.trim());
    if (
      prev &&
      (LEGAL_FORM.test(head) || placeTail || brokenName(prev, line, head, bodySize)) &&
      !isBullet(prev.text)
    ) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text.trim()}` };
    } else out.push(line);
  }
  return out;
}

/**
 * A line's parts, with the ones its label names ('Designation:', 'Company:'). `employer`: the line prints
 * a name with its place after it and no role, so its one part is the employer (employerPlaceLines).
 */
function labelled(text: string, line?: number, employer = false): Fragment[] {
  const m = LABEL.exec(text);
  if (!m?.[1]) {
    const parts = fragments(text);
    if (employer && parts.length === 1 && !TITLE_WORDS.test(parts[0] ?? ''))
      return [{ text: parts[0] ?? '', label: 'company' }];
    return parts.map((t) => ({ text: t, line }));
  }
  const rest = text.slice(m[0].length);
  const key = m[1].toLowerCase();
  if (/designation|role|position|title/.test(key)) return [{ text: cleanFragment(rest), label: 'title' }];
  if (/company|organi|employer/.test(key))
    return fragments(rest)
      .slice(0, 1)
      .map((t) => ({ text: t, label: 'company' }));
  return fragments(rest).map((t) => ({ text: t, line }));
}

/**
 * A date rail too narrow for its range wraps it ('12/2023 – Till' over 'date', '04/2020 –' over '11/2023'):
 * put the range back together on the first line, leaving the rest of the second line where it was.
 */
function joinWrappedRanges(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i] as Line;
    const b = out[i + 1] as Line;
    const [aFirst = '', ...aRest] = a.text.split('\t');
    const [bFirst = '', ...bRest] = b.text.split('\t');
    if (findDateRange(aFirst) || bFirst.length > 20) continue;
    const joined = findDateRange(`${aFirst} ${bFirst}`);
    // Only a range cut at its end: after the dash, after 'Till', or after the end month.
    const cut =
      /(?:[-–—]|\btill|\bto|[-–—]\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)\s*$/i;
    if (!joined || !cut.test(aFirst)) continue;
    out[i] = { ...a, text: [`${aFirst} ${bFirst}`, ...aRest].join('\t') };
    out[i + 1] = { ...b, text: bRest.join('\t') || ' ' };
  }
  return joinWrappedSideRanges(out.filter((l) => l.text.trim()));
}

/** A date range cut at its end (after the dash, after 'Till', or after the end month). */
const CUT_RANGE =
  /(?:[-–—]|\btill|\bto|[-–—]\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)\s*$/i;

const RANGE_WORD = /[-–—]|\bto\b|\btill\b/i;

/** A month's name alone: a date column too narrow for 'February 2024' puts the year on the next line. */
const MONTH_ALONE = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;

/**
 * The same in a narrow column of dates on the right of each entry: 'Acme Ltd - Pune  February' over
 * 'Nadu  2024 –' over 'QA Engineer  Present'. The last cells of up to four lines, each only a piece of a
 * date, are one range when together they read as one; it goes to the first line.
 */
function joinWrappedSideRanges(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l }));
  const left = Math.min(...out.map((l) => l.x));
  // A piece alone on its row, right of the entries, is the column's cell too (the entry beside it ended).
  const lastCell = (i: number) => {
    const line = out[i];
    const cells = (line?.text ?? '').split('\t');
    if (cells.length >= 2) return cells.at(-1) ?? '';
    return line?.size && line.x > left + 100 && isDatum(line.text) ? line.text : undefined;
  };
  for (let i = 0; i + 1 < out.length; i++) {
    const first = lastCell(i);
    if (!first || !isDatum(first) || (findDateRange(first) && !CUT_RANGE.test(first))) continue;
    let joined = first;
    let end = -1;
    for (let k = i + 1; k < Math.min(out.length, i + 4); k++) {
      const piece = lastCell(k);
      if (!piece || piece.length > 20 || !isDatum(piece)) break;
      joined = `${joined} ${piece}`;
      // Only a range printed with its dash or 'to' is read across lines: two dates one under the other
      // ('Jan 2020' over 'Jun 2021') are two entries' dates.
      const joinedRange = findDateRange(joined) && RANGE_WORD.test(joined);
      if (joinedRange && !CUT_RANGE.test(joined) && !MONTH_ALONE.test(piece.trim())) {
        end = k;
        break;
      }
    }
    if (end < 0) continue;
    const withoutLast = (k: number) => (out[k]?.text ?? '').split('\t').slice(0, -1).join('\t');
    const own = withoutLast(i);
    out[i] = { ...(out[i] as Line), text: own ? `${own}\t${joined}` : joined };
    for (let k = i + 1; k <= end; k++) out[k] = { ...(out[k] as Line), text: withoutLast(k) };
  }
  return out.filter((l) => l.text.trim());
}

/**
 * Entries of a history that dates none of its roles: short header lines at the left edge ('Production
 * Intern' over 'Example Opera Company', or 'Office manager, The Phone Company') over a body of bullets,
 * indented lines or prose. A line holding only an unreadable date belongs to the header. One such block
 * alone is not enough to call a section a history: it takes two, each naming a role or an employer.
 */
export function datelessEntries(lines: Line[]): ParsedWorkExperience[] {
  const texts = lines.map((l) => l.text.trim());
  const left = Math.min(...lines.map((l) => l.x));
  const head = (i: number) => {
    const t = texts[i] ?? '';
    const line = lines[i];
    return (
      Boolean(t) &&
      !isBullet(t) &&
      !isProse(t) &&
      t.length <= 80 &&
      (!line?.size || (line?.x ?? 0) <= left + 4)
    );
  };
  const out: ParsedWorkExperience[] = [];
  let i = 0;
  while (i < texts.length) {
    if (!head(i)) {
      i++;
      continue;
    }
    const frags: string[] = [];
    let isCurrent = false;
    let headerLines = 0;
    for (; i < texts.length && head(i) && headerLines < 4; i++, headerLines++) {
      const date = dateOnlyLine(texts[i] ?? '');
      if (date) isCurrent ||= date.isCurrent;
      else frags.push(...fragments(texts[i] ?? ''));
    }
    let body = 0;
    for (; i < texts.length && !head(i); i++) body++;
    if (headerLines > 3 || body === 0) continue;
    if (!frags.some((f) => TITLE_WORDS.test(f) || COMPANY_WORDS.test(f))) continue;
    const { position, companyName } = assign(frags);
    out.push({ position, companyName, startDate: null, endDate: null, isCurrent });
  }
  return out.length >= 2 ? out : [];
}

/**
 * A role or employer too long for its line ends in a word that cannot end it ('Senior Manager –
 * Strategic Partnerships and' over 'Alliances, Reliance Jio'): the next header line continues it.
 */
export function joinWrappedHeaders(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const open = prev && /(?:\s(?:and|&|of|for|in|the|at|with)|[,–—-])$/i.test(prev.text.trim());
    const header = (t: string) => !isBullet(t) && !isProse(t) && !/\t/.test(t) && t.length <= 80;
    if (prev && open && header(prev.text) && header(line.text) && /^\p{Lu}/u.test(line.text.trim())) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trim()} ${line.text.trim()}` };
    } else out.push(line);
  }
  return out;
}

/**
 * Several roles under one employer's heading ('Acme Ltd' over 'Senior Analyst' and its dates, then
 * 'Analyst' and its dates): a later role that names a title and no employer held it at the employer above.
 */
export function underOneEmployer(entries: ParsedWorkExperience[]): ParsedWorkExperience[] {
  const out: ParsedWorkExperience[] = [];
  for (const entry of entries) {
    const above = out.at(-1);
    out.push(
      entry.position && !entry.companyName && above?.companyName
        ? { ...entry, companyName: above.companyName }
        : entry,
    );
  }
  return out;
}

/**
 * A range left open at the end of its cell ('2023-04 —', 'Mar 2021 –') that no line below completes is a
 * role still held: some layouts print no 'Present' for an entry without an end date.
 */
export function openRanges(lines: Line[]): Line[] {
  return lines.map((line) => {
    const cells = line.text.split('\t');
    const last = cells.at(-1) ?? '';
    const m = /^(.*?\S)\s*[-–—]\s*$/.exec(last);
    if (!m?.[1] || findDateRange(last) || !findDateRange(`${m[1]} – Present`)) return line;
    if (findDateRange(`${m[1]} – Present`)?.raw !== `${m[1]} – Present`) return line;
    return { ...line, text: [...cells.slice(0, -1), `${m[1]} – Present`].join('\t') };
  });
}

/**
 * A title and its employer run together without a mark between them ('Plant Manager Tapti Textiles Pvt.
 * Ltd.'): the employer is the capitalised words after the last title word, up to its legal form.
 */
export function splitGluedRole(text: string): string[] {
  const words = text.trim().split(/\s+/);
  const legal = words.findIndex((_, i) => i > 0 && LEGAL_FORM.test(words.slice(i).join(' ')));
  if (legal < 2) return [text];
  let lastTitle = -1;
  // A department word names companies as often as roles ('Marketing Solutions Ltd'): only a role's noun ends a title.
  const roleNoun = (w: string) => TITLE_WORDS.test(w) && !/^(?:sales|marketing|product|hr|member)$/i.test(w);
  for (let i = 0; i < legal - 1; i++) if (roleNoun(words[i] ?? '')) lastTitle = i;
  const company = words.slice(lastTitle + 1);
  if (lastTitle < 0 || !company.every((w) => /^[\p{Lu}&(]/u.test(w) || LEGAL_FORM.test(w))) return [text];
  return [words.slice(0, lastTitle + 1).join(' '), company.join(' ')];
}

/** Work entries of an experience section, anchored on their date ranges. */
export function parseExperience(input: Line[]): ParsedWorkExperience[] {
  const joined = joinWrappedHeaders(
    openRanges(joinLegalForms(joinWrappedRanges(joinWrappedPlaces(withoutIcons(input))))),
  );
  const isRole = (t: string) => TITLE_WORDS.test(t);
  const employerAt = employerPlaceLines(joined, isRole);
  const lines = cutEmployerPlaces(joined, isRole);
  const labelledAt = (text: string, i: number) => labelled(text, i, employerAt.has(i));
  const texts = lines.map((l) => l.text.trim());
  const anchors: Anchor[] = [];
  texts.forEach((text, index) => {
    const range = findDateRange(text);
    // A date deep inside a paragraph is not an entry's date; one near the start of a line is.
    if (range && (!isProse(text) || /\t/.test(text) || text.indexOf(range.raw) < 100))
      anchors.push({ index, range });
  });
  if (anchors.length === 0) return datelessEntries(lines);
  const used = new Set<number>();
  const out: ParsedWorkExperience[] = [];
  // Header lines sit at the section's left edge; indented lines are list items even without a bullet glyph.
  const left = leftEdge(input);
  const headerLike = (i: number) => {
    const t = texts[i] ?? '';
    const line = lines[i];
    if (!t || used.has(i) || isBullet(t) || isProse(t) || findDateRange(t)) return false;
    return !line || line.size === 0 || line.x <= left + 4;
  };
  // The first line above a role that sits further left than it, when that line names an employer alone.
  const bannerOf = (a: number): string | undefined => {
    const ax = lines[a]?.x ?? 0;
    if (!lines[a]?.size) return undefined;
    for (let j = a - 1; j >= 0; j--) {
      const line = lines[j];
      if (!line || line.x >= ax - 4) continue;
      const t = texts[j] ?? '';
      if (isBullet(t) || isProse(t) || findDateRange(t)) return undefined;
      const parts = fragments(t);
      if (parts.length !== 1 || (TITLE_WORDS.test(parts[0] ?? '') && !COMPANY_WORDS.test(parts[0] ?? '')))
        return undefined;
      return employerLine(t);
    }
    return undefined;
  };
  const score = (fs: Fragment[]) =>
    fs.reduce(
      (n, f) => n + (f.label ? 2 : 0) + (TITLE_WORDS.test(f.text) || COMPANY_WORDS.test(f.text) ? 1 : 0),
      0,
    );
  // The lines each entry's header took, so what lies between two headers can be the first one's description.
  const headerLines: number[][] = [];
  anchors.forEach((anchor, n) => {
    const usedBefore = new Set(used);
    const prevAnchor = n > 0 ? (anchors[n - 1]?.index ?? -1) : -1;
    const nextAnchor = anchors[n + 1]?.index ?? texts.length;
    // '(Jan 2020 - Mar 2022)': the brackets around the dates go with them.
    const ownText = (texts[anchor.index]?.replace(anchor.range.raw, '\t') ?? '').replace(
      /\(\s*\t\s*\)/g,
      '\t',
    );
    const own = labelledAt(ownText, anchor.index).filter((f) => f.text);
    used.add(anchor.index);
    const take = (
      from: number,
      step: 1 | -1,
      limit: number,
      stop: number,
    ): { frags: Fragment[]; lines: number[] } => {
      const perLine: Fragment[][] = [];
      const taken: number[] = [];
      let count = 0;
      for (let i = from; step > 0 ? i < stop : i > stop; i += step) {
        if (count >= limit || !headerLike(i)) break;
        const frags = labelledAt(texts[i] ?? '', i).filter((f) => f.text);
        perLine.push(frags);
        count += frags.length;
        taken.push(i);
      }
      // Lines read upwards go back in reading order; the parts of each line keep their printed order.
      if (step < 0) perLine.reverse();
      return { frags: perLine.flat(), lines: taken };
    };
    const need = Math.max(0, 2 - own.length);
    let chosen: Fragment[] = [...own];
    if (need > 0) {
      const above = take(anchor.index - 1, -1, need, prevAnchor);
      // Below: stop before the next entry's header, which sits right above its dates; a point of this
      // entry's description right above them is no header ('Title Employer' over one point, then dates).
      let reserved = 0;
      while (
        nextAnchor < texts.length &&
        reserved < Math.max(1, need) &&
        nextAnchor - reserved - 1 > anchor.index &&
        headerLike(nextAnchor - reserved - 1)
      )
        reserved++;
      const belowStop = nextAnchor < texts.length ? nextAnchor - reserved : texts.length;
      const below = take(anchor.index + 1, 1, need, Math.max(anchor.index + 1, belowStop));
      const pick =
        own.length === 0
          ? above.frags.length
            ? above
            : below
          : score(below.frags) > score(above.frags) || above.frags.length === 0
            ? below
            : above;
      const pickedAbove = pick === above;
      chosen = pickedAbove ? [...pick.frags, ...own] : [...own, ...pick.frags];
      for (const i of pick.lines) used.add(i);
      // A later role under one employer's heading prints its town under its dates ('Analyst' over the
      // dates over 'Halol'): with its title above and an employer already read, a bare name there is
      // the town, and the employer above is the role's (underOneEmployer).
      const townUnder =
        pickedAbove &&
        own.length === 0 &&
        out.some((e) => e.companyName) &&
        chosen.some((f) => TITLE_WORDS.test(f.text)) &&
        below.lines[0] === anchor.index + 1 &&
        below.frags.length === 1 &&
        /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(below.frags[0]?.text ?? '') &&
        !COMPANY_WORDS.test(below.frags[0]?.text ?? '');
      if (chosen.length < 2 && !townUnder) {
        const other = pickedAbove ? below : above;
        chosen = pickedAbove ? [...chosen, ...other.frags] : [...other.frags, ...chosen];
        for (const i of other.lines) used.add(i);
      }
    }
    // 'Title' over 'Employer - Unit' over the dates: the employer line filled the need, the role is above it.
    const topmost = Math.min(anchor.index, ...chosen.map((f) => f.line ?? anchor.index));
    const aboveTop = topmost - 1;
    if (
      !chosen.some((f) => f.label === 'title' || TITLE_WORDS.test(f.text)) &&
      aboveTop > prevAnchor &&
      topmost < anchor.index &&
      headerLike(aboveTop)
    ) {
      const frags = labelledAt(texts[aboveTop] ?? '', aboveTop).filter((f) => f.text);
      if (frags.some((f) => TITLE_WORDS.test(f.text))) {
        chosen = [...frags, ...chosen];
        used.add(aboveTop);
      }
    }
    const hasTitle = chosen.some((f) => f.label === 'title' || TITLE_WORDS.test(f.text));
    const below = anchor.index + 1;
    if (!hasTitle && below < nextAnchor) {
      const t = (texts[below] ?? '').replace(BULLET, '');
      const frags = labelledAt(t, below).filter((f) => f.text);
      const short = t.length <= 80 && !isProse(t);
      if (
        short &&
        frags.some((f) => TITLE_WORDS.test(f.text)) &&
        (headerLike(below) || chosen.length === 0)
      ) {
        chosen =
          chosen.length === 0
            ? frags
            : [
                ...frags.filter((f) => TITLE_WORDS.test(f.text)).slice(0, 1),
                ...chosen.filter((f) => !TITLE_WORDS.test(f.text)),
              ];
        used.add(below);
      }
    }
    // 'Software Engineer II, Payments Platform' over 'Wingtip Financial | Chicago, IL': a name printed with
    // its place under the role line is the employer; the role line's other part is a team.
    if (
      own.some((f) => TITLE_WORDS.test(f.text)) &&
      !chosen.some((f) => f.label || (COMPANY_WORDS.test(f.text) && !TITLE_WORDS.test(f.text))) &&
      below < nextAnchor &&
      headerLike(below)
    ) {
      const employer = employerWithPlace(texts[below] ?? '');
      if (employer) {
        const role = own.find((f) => TITLE_WORDS.test(f.text));
        chosen = [...(role ? [role] : []), { text: employer, line: below }];
        used.add(below);
      }
    }
    // Roles indented under one employer's banner ('Acme Corporation' over 'Staff Engineer, Platform  2024 -').
    const banner = bannerOf(anchor.index);
    if (banner && own.some((f) => TITLE_WORDS.test(f.text)) && !chosen.some((f) => f.label)) {
      const role = own.find((f) => TITLE_WORDS.test(f.text));
      chosen = [...(role ? [role] : []), { text: banner }];
    }
    const labelledTitle = chosen.find((f) => f.label === 'title')?.text;
    const labelledCompany = chosen.find((f) => f.label === 'company')?.text;
    const plain = chosen.filter((f) => !f.label);
    const rest = assign(
      plain.map((f) => f.text),
      plain.map((f) => f.line),
    );
    const position = labelledTitle ?? rest.position;
    const companyName =
      labelledCompany ?? (labelledTitle && !rest.companyName ? rest.position : rest.companyName);
    const finalPosition = labelledTitle || !labelledCompany ? position : rest.position;
    let finalCompany = labelledCompany || !labelledTitle ? companyName : rest.companyName || rest.position;
    // The employer on a line of its own, apart from the role: keep the line as printed, less its place.
    const employer = chosen.find((f) => !f.label && f.text === finalCompany);
    const role = chosen.find((f) => f.text === finalPosition);
    if (employer?.line !== undefined && role && role.line !== employer.line) {
      const onLine = chosen.filter((f) => f.line === employer.line);
      if (onLine.length >= 2 && !onLine.some((f) => TITLE_WORDS.test(f.text))) {
        const text = employer.line === anchor.index ? ownText : (texts[employer.line] ?? '');
        const whole = employerLine(text);
        if (whole.includes(finalCompany)) finalCompany = whole;
      }
    }
    headerLines.push([...used].filter((i) => !usedBefore.has(i)));
    out.push({
      position: finalPosition,
      companyName: finalCompany,
      startDate: anchor.range.start,
      endDate: anchor.range.isCurrent ? null : anchor.range.end,
      isCurrent: anchor.range.isCurrent,
    });
  });
  return underOneEmployer(out).map((entry, n) => {
    const description = describe(n);
    return description ? { ...entry, description } : entry;
  });

  /** The lines after entry n's header and before the next entry's, less any line a header took. */
  function describe(n: number): string {
    const from = Math.max(...(headerLines[n] ?? [])) + 1;
    const next = headerLines[n + 1];
    const to = next?.length ? Math.min(...next) : texts.length;
    const body: string[] = [];
    for (let i = from; i < to; i++) if (!used.has(i)) body.push(lines[i]?.text ?? '');
    return roleDescription(body);
  }
}

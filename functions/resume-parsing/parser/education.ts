import type { DegreeLevel, ParsedEducation } from '../../../shared/resume/parsed-resume.js';
import { DEGREE_LEVELS } from '../../../shared/resume/parsed-resume.js';
import { isPlace } from './contact.js';
import { findDateRange, findSingleDate } from './dates.js';
import { withoutIcons } from './experience.js';
import type { Line } from './lines.js';

/** Printed degree names and the level each ranks at; Indian degrees included. Longest match wins. */
const DEGREE_PATTERNS: [RegExp, DegreeLevel][] = [
  [/\b(?:ph\.?\s?d|d\.?phil|doctor of philosophy)(?![a-z])/i, 'phd'],
  [/\b(?:doctorate|doctor of (?!philosophy)|m\.?d\.?(?=\s|$)|d\.?sc)(?![a-z])/i, 'doctorate'],
  [
    /\b(?:m\.?\s?tech|m\.?\s?e\.?(?=[\s,(]|$)|m\.?c\.?a|m\.?b\.?a|pgdm|pgdba|m\.?\s?sc|m\.?\s?com|m\.?\s?a\.?(?=[\s,(]|$)|m\.?\s?s\.?(?=[\s,(]|$)|m\.?\s?des|m\.?\s?arch|m\.?\s?pharm|m\.?\s?phil|m\.?f\.?a|master(?:'?s)?|post\s?graduate|pg diploma|postgraduate|llm)(?![a-z])/i,
    'master',
  ],
  [
    /\b(?:b\.?\s?tech|b\.?\s?e\.?(?=[\s,(]|$)|b\.?c\.?a|b\.?b\.?a|bms|b\.?\s?sc|b\.?\s?com|b\.?\s?a\.?(?=[\s,(]|$)|b\.?\s?s\.?(?=[\s,(]|$)|b\.?\s?des|b\.?\s?arch|b\.?\s?pharm|b\.?f\.?a|bachelor(?:'?s)?|undergraduate|llb|mbbs)(?![a-z])/i,
    'bachelor',
  ],
  [/\b(?:associate(?:'?s)? (?:degree|of)|a\.?a\.?s?\.?(?=\s)|a\.?s\.?(?=\s))\b/i, 'associate'],
  [/\bdiploma\b/i, 'diploma'],
  [/\b(?:certificate|certification|bootcamp)\b/i, 'certificate'],
];
const SCHOOL_LEVEL =
  /\b(?:hsc|ssc|class (?:x|xii|10|12)|12th|10th|higher secondary|senior secondary|secondary school|intermediate|matriculation)\b/i;

/**
 * An examination board: 'CBSE', 'ICSE', 'Maharashtra State Board', 'UP Board', 'Board of Intermediate
 * Education', 'West Bengal Council of Higher Secondary Education' (or its first line, wrapped before
 * 'Education'). It names no degree (whatever level its
 * name mentions) and no college; it is where a school row (Class X/XII, SSC/HSC) was examined.
 */
const BOARD =
  /^(?:cbse|icse|isc|igcse|ib|nios)$|\bboard\b(?!\s*\/)|\bcouncil\b.*\b(?:education|secondary|examinations?)\b|\b(?:cbse|icse|isc)\b(?=.*\bboard\b)/i;

export function isBoard(part: string): boolean {
  return BOARD.test(part.trim()) && !/\b(?:university|college|institute)\b/i.test(part);
}

/** A school row rather than a degree: 'Class XII', 'HSC (Science)', 'SSC', '12th', 'Intermediate (MPC)'. */
export function isSchoolRow(degree: string): boolean {
  return SCHOOL_LEVEL.test(degree) && !degreeLevel(degree);
}

const INSTITUTION =
  /\b(?:university|universit[éy]|college|institute|institution|centre|center|iit|nit|iiit|iim|xlri|nmims|iisc|iiser|bits|school|academy|polytechnic|vidyalaya|vidyapeeth|vidyapeetham|vidyapith|vishwavidyalaya|mahavidyalaya|campus|faculty)\b|^(?:IIT|NIT|IIIT|IIM)\b/i;

export function degreeLevel(text: string): DegreeLevel | undefined {
  let best: DegreeLevel | undefined;
  for (const [pattern, level] of DEGREE_PATTERNS) {
    if (pattern.test(text) && (!best || DEGREE_LEVELS.indexOf(level) > DEGREE_LEVELS.indexOf(best))) {
      best = level;
    }
  }
  return best;
}

export function highestDegree(degrees: string[]): DegreeLevel | null {
  let best: DegreeLevel | null = null;
  for (const d of degrees) {
    const level = degreeLevel(d);
    if (level && (!best || DEGREE_LEVELS.indexOf(level) > DEGREE_LEVELS.indexOf(best))) best = level;
  }
  return best;
}

function isDegree(text: string): boolean {
  return degreeLevel(text) !== undefined || SCHOOL_LEVEL.test(text);
}

function stripGrades(text: string): string {
  return text
    .replace(
      /\(?\b(?:cgpa|gpa|cpi|sgpa|percentage|marks|grade|score)\b\s*[:-]?\s*[\d.]+\s*(?:\/\s*[\d.]+)?\s*%?\)?/gi,
      '',
    )
    .replace(/\(?\b\d{2,3}(?:\.\d+)?\s*%\)?/g, '')
    .replace(/\(?\b\d(?:\.\d+)?\s*\/\s*10(?:\.0)?\)?/g, '');
}

function clean(text: string): string {
  return text
    .replace(/\(\s*(?:pursuing|ongoing|expected|current|present)\s*\)/gi, '')
    .replace(/^[\s,|•·:–—-]+|[\s,|•·:–—(-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ABBREVIATION =
  /^((?:[BM]\.?\s?(?:Tech|E|Sc|Com|A|S|Des|Arch|Pharm|Phil)\.?|[BM]\.?[CBF]\.?A\.?|BMS|PGDM|PGDBA|Ph\.?\s?D\.?))\s+(\S.*)$/;

/** A printed degree split into the degree and its field: 'B.Tech in CSE', 'MBA (Finance)', 'B.Sc, Statistics'. */
export function splitDegree(text: string): { degree: string; field: string } {
  // Latin honours and 'with Honors' describe the result, not the field: 'B.S., Computer Science, cum laude'.
  const t = clean(
    text.replace(
      /,?\s*\(?\b(?:(?:summa|magna)\s+)?cum\s+laude\b\)?|,?\s*\(?\bwith\s+(?:high(?:est)?\s+)?honou?rs\b\)?/gi,
      '',
    ),
  );
  let m = /^(.+?)\s+in\s+(.+)$/i.exec(t);
  // 'B.Tech in CSE', and a school row's 'Class XII in Science (PCM)'.
  // A stream's subjects in brackets stay with it ('Science (PCM)'); a field bracketed whole loses them.
  if (m?.[1] && m[2] && isDegree(m[1]))
    return {
      degree: clean(m[1]),
      field: clean(/\(.*\)$/.test(m[2]) && !/^\(/.test(m[2]) ? m[2] : m[2].replace(/[()]/g, '')),
    };
  // 'Class XII Science', 'HSC Science (PCM)': a school row's stream after its level.
  m = /^(class\s+(?:xii|x|10|12)|hsc|ssc|12th|10th|intermediate)\s+([^(\s].*)$/i.exec(t);
  if (m?.[1] && m[2]) return { degree: clean(m[1]), field: clean(m[2]) };
  m = /^([^(]+?)\s*\(([^)]+)\)\s*$/.exec(t);
  // 'Master of Computer Applications (MCA)': the brackets spell the degree again, they hold no field.
  if (m?.[1] && m[2] && degreeLevel(m[1]) && degreeLevel(m[2])) return { degree: clean(m[1]), field: '' };
  // 'Class XII (Science)', 'Intermediate (MPC)': a school row's stream is its field, as a degree's is.
  if (m?.[1] && m[2] && isDegree(m[1])) return { degree: clean(m[1]), field: clean(m[2]) };
  m = /^([^,]+?)\s*(?:,|\s[–—-])\s+(.+)$/.exec(t);
  if (m?.[1] && m[2] && isDegree(m[1])) return { degree: clean(m[1]), field: clean(m[2]) };
  // 'Computer Science, B.Sc': some layouts print the field first.
  if (m?.[1] && m[2] && isDegree(m[2]) && !/,/.test(m[2])) return { degree: clean(m[2]), field: clean(m[1]) };
  m = ABBREVIATION.exec(t);
  if (m?.[1] && m[2]) return { degree: clean(m[1]), field: clean(m[2].replace(/[()]/g, '')) };
  return { degree: t, field: '' };
}

/** A short capitalised name with no grade, label or sentence in it: perhaps a school no word marks. */
function unnamedSchool(part: string): boolean {
  const words = part.split(/\s+/);
  return (
    words.length <= 6 &&
    /^\p{Lu}/u.test(part) &&
    !/[:\d%@]|\.$/.test(part) &&
    !/\b(?:gpa|cgpa|coursework|honou?rs|dean|minor|major|thesis|relevant|awards?|expected|cum laude)\b/i.test(
      part,
    ) &&
    words.filter((w) => /^\p{Lu}/u.test(w)).length >= Math.ceil(words.length / 2)
  );
}

/** A degree or school level written short, as a line opens with it ('M.S.', 'B.E.', 'MBA', 'Class XII', '12th'). */
const LEADING_DEGREE =
  /^(?:[BM]\.?\s?(?:Tech|E|Sc|Com|A|S|Des|Arch|Pharm|Phil)\.?|[BM]\.?[CBF]\.?A\.?|BMS|PGDM|PGDBA|Ph\.?\s?D\.?|Class\s+(?:XII|X|10|12)|12th|10th|HSC|SSC|Intermediate)(?=\s)/;

/** The word a field of study ends on ('Industrial Engineering', 'Computer Science', 'Commerce'). */
const FIELD_END =
  /^(?:engineering|sciences?|commerce|arts|technology|management|administration|applications|studies|mathematics|physics|chemistry|economics|statistics|design|finance|marketing|accounting|accountancy|law|pharmacy|architecture|humanities|biology|biotechnology|electronics|communications?|informatics|analytics|medicine|nursing|taxation|banking|psychology|sociology|history|literature|journalism|agriculture|geography|philosophy|hospitality|tourism|logistics|microbiology|biochemistry|zoology|botany)$/i;
const SCHOOL_FIRST = /^(?:university|college|institute|school|academy|polytechnic|iit|nit|iiit|iim)\b/i;

/**
 * A degree, its field and its school run together with nothing between them, as a page copied without
 * its layout prints them ('M.S. Industrial Engineering University of Texas at Dallas', 'Class XII Science
 * Tamil Nadu State Board'): the school starts after the first word that can end a field, or right after
 * the degree when what follows is a board or opens with a school's word.
 */
export function splitGluedSchool(text: string): [string, string] | undefined {
  const degree = LEADING_DEGREE.exec(text)?.[0];
  if (!degree) return undefined;
  const words = text.slice(degree.length).trim().split(/\s+/);
  const school = (k: number) => {
    const rest = words.slice(k).join(' ');
    return /^\p{Lu}/u.test(rest) && ((INSTITUTION.test(rest) && !isDegree(rest)) || isBoard(rest));
  };
  const first = words[0] ?? '';
  if (!FIELD_END.test(first) && (isBoard(words.join(' ')) || SCHOOL_FIRST.test(first)) && school(0))
    return [degree, words.join(' ')];
  for (let k = 1; k < words.length; k++) {
    const field = words.slice(0, k);
    if (field.some((w) => /[,\d]/.test(w))) return undefined;
    const end = field.at(-1) ?? '';
    if ((FIELD_END.test(end) || /^\(.+\)$/.test(end)) && school(k))
      return [`${degree} ${field.join(' ')}`, words.slice(k).join(' ')];
  }
  return undefined;
}

function parts(text: string): string[] {
  return stripGrades(text)
    .split(/\t|\s+[|•·–—]\s+|\s+-\s+|;\s+/)
    .flatMap((p) => {
      const glued = splitGluedSchool(p.trim());
      if (glued) return glued;
      // 'HSC (Maharashtra State Board)': the board in brackets is a part of its own, not the stream.
      const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(p.trim());
      if (bracket?.[1] && bracket[2] && isBoard(bracket[2])) return [bracket[1], bracket[2]];
      // 'B.Tech in CSE, IIT Bombay' → degree and institution on one line, split at the comma before the school.
      // 'SSC, CBSE' likewise, at the comma before the board.
      // 'M.S. Industrial Engineering at Purdue University': a degree 'at' its school.
      const at = /^(.+?)\s+at\s+(.+)$/.exec(p.trim());
      if (at?.[1] && at[2] && isDegree(at[1]) && (INSTITUTION.test(at[2]) || isBoard(at[2])))
        return [at[1], at[2]];
      const comma = p.split(/,\s+/);
      const school = comma.findIndex((c, i) => i > 0 && (INSTITUTION.test(c) || isBoard(c)));
      const before = comma.slice(0, school).join(', ');
      // '<College>, University of <City>' is one name: a school before the comma keeps what follows.
      if (school > 0 && !(INSTITUTION.test(before) && !isDegree(before)))
        return [before, comma.slice(school).join(', ')];
      return [p];
    })
    .map(clean)
    .filter(Boolean);
}

const entryLines = (entries: { line: number }[]) => new Set(entries.map((e) => e.line));

/**
 * Where a section prints each year that is not on its degree's line: 'above' when a year stands before
 * the first degree (a year over each qualification), 'below' when one stands after the last (a year under
 * the school and grade); undefined when neither, or both, so the nearest year is taken.
 */
export function yearSide(entryLines: number[], dateLines: number[]): 'above' | 'below' | undefined {
  if (!entryLines.length) return undefined;
  const first = Math.min(...entryLines);
  const last = Math.max(...entryLines);
  const above = dateLines.some((l) => l < first);
  const below = dateLines.some((l) => l > last);
  return above === below ? undefined : above ? 'above' : 'below';
}

/** An entry's start as its range printed it; none when only its end was printed. */
function setStart(entry: ParsedEducation, start: string | undefined): void {
  if (start) entry.startDate = start;
  else delete entry.startDate;
}

/**
 * A school's or board's name too long for its cell wraps its last words onto a line of their own
 * ('Sree Narayana College, University of' over 'Mysore', '<College of Engineering>,' over '<Town>',
 * '<State> Secondary Education Examination' over 'Board'): a short capitalised line finishes the name
 * above it when that name ends on a word or a comma that cannot end it, or when only together they name a
 * board. Over a degree's line that is so only when the line names its school ('Class XII at <State>
 * Secondary and Higher Secondary' over 'Education Board'), or for a board's last word: 'MBA' over
 * '<State> Board' are two lines. It joins the line's first cell (dates may stand beside it).
 */
export function joinWrappedSchools(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const text = line.text.trim();
    const [first = '', ...others] = (prev?.text ?? '').split('\t');
    const joined = `${first.trim()} ${text}`;
    // 'University' over 'of Madras': a school's word before its 'of' leaves the name open too.
    const open =
      /(?:\s(?:of|and|&|for)|,)$/i.test(first.trim()) ||
      (/\b(?:university|college|institute|council)$/i.test(first.trim()) && /^of\s+\p{Lu}/u.test(text));
    // Left open, the rest of a name ('University of Mumbai', after 'University of' a place); else a few
    // capitalised words that are no place (a place is where the school is, a part of its own).
    const piece =
      !/\t|\d/.test(text) &&
      !isDegree(text) &&
      (open
        ? /^(?:of\s+)?\p{Lu}/u.test(text) && text.split(/\s+/).length <= 6
        : /^\p{Lu}[\p{L}.&'-]*(?:\s+\p{Lu}[\p{L}.&'-]*){0,2}$/u.test(text) && !isPlace(text));
    const namesSchool = /\s(?:at)\s+\p{Lu}|,\s+\p{Lu}[^,]*$/u.test(first);
    // A board named whole ('UP Board') is a line of its own, unless the line above began a school's name.
    // A board's name whose last word wrapped ('... Council of Higher Secondary' over 'Education') too.
    const board =
      (isBoard(joined) && !isBoard(first) && (namesSchool || !isBoard(text) || !/\s/.test(text))) ||
      (isBoard(first) && /^(?:education|board|examinations?)$/i.test(text));
    const ownLine = !isDegree(first) || namesSchool || !/\s/.test(text);
    // A degree's line naming its school beside its dates ('B.E. at <Centre for Management>  2016'): a
    // few words under it, with no dates of their own, are the school's name wrapped in its cell.
    const cellWrap =
      isDegree(first) && namesSchool && others.length > 0 && prev?.size === line.size && !isBoard(text);
    if (prev && piece && (open || cellWrap || (board && ownLine && prev.size === line.size))) {
      out[out.length - 1] = { ...prev, text: [joined, ...others].join('\t') };
    } else out.push(line);
  }
  return out;
}

/** Education entries: one per degree line, with the nearest institution and the last year printed. */
export function parseEducation(lines: Line[]): ParsedEducation[] {
  const texts = joinWrappedSchools(withoutIcons(lines))
    .map((l) => l.text.trim())
    .filter((t) => t.length < 160);
  const out: (ParsedEducation & { line: number })[] = [];
  const institutions: { line: number; name: string }[] = [];
  const boards: { line: number; name: string }[] = [];
  // `start` when the year was printed as a range ('2014 - 2018'): the entry's start, kept as printed.
  const dates: { line: number; date: string; start?: string }[] = [];
  // Names on a line of their own that no word marks as a school ('Caltech', 'Georgia Tech').
  const others: { line: number; name: string }[] = [];
  const current = new Set<number>();
  texts.forEach((text, line) => {
    const range = findDateRange(text);
    const single = range ? undefined : findSingleDate(text);
    const date = range ? (range.isCurrent ? null : range.end) : (single?.date ?? null);
    if (date) dates.push(range ? { line, date, start: range.start } : { line, date });
    if (range?.isCurrent) current.add(line);
    const withoutDates = range
      ? text.replace(range.raw, '\t')
      : single
        ? text.replace(single.raw, '\t')
        : text;
    // 'Bachelor of Technology - Computer Science': the part right after a degree without a field is its field.
    let fieldless: ParsedEducation | undefined;
    for (const part of parts(withoutDates)) {
      const after = fieldless;
      fieldless = undefined;
      if (/^(?:expected|graduated|graduation|passed|present|current|pursuing)$/i.test(part)) continue;
      // 'Boston, MA' is where a school is, not a Master of Arts.
      if (isPlace(part)) continue;
      const schoolNamed = /university|college|institute|polytechnic|\b(?:iit|nit|iiit|iim|bits)\b/i.test(
        part,
      );
      // Column headers of a qualification table, and bare words like 'Institute', are not schools.
      if (/^(?:university|college|institute|school|board|institution)(?:\s*\/\s*\w+)?$/i.test(part)) continue;
      if (/^(?:qualification|degree|course|year|score|marks|percentage|cgpa|grade)$/i.test(part)) continue;
      if (/^(?:year of passing|percentage\s*\/\s*cgpa|cgpa\s*\/\s*percentage)$/i.test(part)) continue;
      // An examination board names no degree and no college: it is where a school row was examined.
      if (isBoard(part)) {
        boards.push({ line, name: part });
        continue;
      }
      if (
        INSTITUTION.test(part) &&
        (!isDegree(part) || schoolNamed) &&
        !/^(?:b|m)\.?\s?(?:tech|e|sc)\b/i.test(part)
      ) {
        institutions.push({ line, name: part });
      } else if (isDegree(part) && part.split(' ').length <= 14) {
        const { degree, field } = splitDegree(part);
        const entry = { degree, institution: '', fieldOfStudy: field, endDate: null, line };
        out.push(entry);
        if (!field) fieldless = entry;
      } else if (after && unnamedSchool(part)) {
        after.fieldOfStudy = part;
      } else if (unnamedSchool(part)) {
        others.push({ line, name: part });
      }
    }
  });
  // Pair each degree with the closest institution and date, preferring the same line, then the entry's block.
  const takenInstitution = new Set<number>();
  const side = yearSide(
    out.map((e) => e.line),
    dates.map((d) => d.line),
  );
  // Where the section prints each school that is not on its degree's line ('above': '<School>' over the
  // dates and '<Degree>'), so a degree never takes the next entry's school across the gap between them.
  const schoolSide = yearSide(
    out.map((e) => e.line),
    institutions.map((i) => i.line).filter((l) => !entryLines(out).has(l)),
  );
  for (const entry of out) {
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    institutions.forEach((inst, i) => {
      if (takenInstitution.has(i)) return;
      if (schoolSide === 'above' && inst.line > entry.line) return;
      if (schoolSide === 'below' && inst.line < entry.line) return;
      const distance = Math.abs(inst.line - entry.line) + (inst.line > entry.line ? 0.1 : 0);
      if (distance < bestDistance && distance <= 3) {
        best = i;
        bestDistance = distance;
      }
    });
    const inst = institutions[best];
    if (inst) {
      entry.institution = inst.name;
      takenInstitution.add(best);
    }
    // The year printed on the degree's line, else on its institution's line, else the nearest one on
    // the side of their degrees every entry prints its year, else the nearest one.
    const entryAt = out.map((e) => e.line);
    const inBlock = (line: number) => {
      if (!side) return [];
      const next = Math.min(...entryAt.filter((l) => l > line), Number.POSITIVE_INFINITY);
      const prev = Math.max(...entryAt.filter((l) => l < line), Number.NEGATIVE_INFINITY);
      return dates
        .filter((d) => (side === 'below' ? d.line > line && d.line < next : d.line < line && d.line > prev))
        .filter((d) => Math.abs(d.line - line) <= 3)
        .sort((x, y) => Math.abs(x.line - line) - Math.abs(y.line - line));
    };
    const onLine = (line: number) => dates.find((d) => d.line === line);
    const nearest = dates
      .map((d) => ({ d, distance: Math.abs(d.line - entry.line) + (d.line < entry.line ? 0.1 : 0) }))
      .filter((x) => x.distance <= 2.1)
      .sort((a, b) => a.distance - b.distance)[0];
    const near =
      onLine(entry.line) ?? (inst ? onLine(inst.line) : undefined) ?? inBlock(entry.line)[0] ?? nearest?.d;
    entry.endDate = near?.date ?? null;
    setStart(entry, near?.start);
  }
  const takenOther = new Set<number>();
  // A degree no school was found for takes the bare name on the line next to it, on the side the other
  // entries print their schools (above, unless they print them below).
  const below = out
    .filter((e) => e.institution)
    .filter((e) => institutions.some((i) => i.name === e.institution && i.line > e.line));
  const sides = below.length * 2 > out.filter((e) => e.institution).length ? [1, -1] : [-1, 1];
  // A school row with a board near it is left to the board (a wrapped cell's end is no school).
  const boardNear = (line: number) => boards.some((b) => Math.abs(b.line - line) <= 2);
  for (const entry of out) {
    if (entry.institution || !entry.degree) continue;
    if (isSchoolRow(entry.degree) && boardNear(entry.line)) continue;
    for (const side of sides) {
      const i = others.findIndex((o, k) => !takenOther.has(k) && o.line === entry.line + side);
      const other = others[i];
      if (other && !out.some((e) => e.degree && e.line === other.line)) {
        entry.institution = other.name;
        takenOther.add(i);
        // The school's line dates the entry when the degree's own line does not.
        if (!dates.some((d) => d.line === entry.line)) {
          const dated = current.has(other.line) ? undefined : dates.find((d) => d.line === other.line);
          if (dated || current.has(other.line)) setStart(entry, dated?.start);
          entry.endDate = current.has(other.line) ? null : (dated?.date ?? entry.endDate);
        }
        break;
      }
    }
  }
  // A school row no school was named for takes its board: on its own line, else the nearest in its block
  // (below it first, as rows print the board under the class), never one another entry's line holds.
  const takenBoard = new Set<number>();
  // Boards printed over each school row ('ICSE' over 'HSC Science') are read above, never from the next row.
  const schoolRows = out.filter((e) => isSchoolRow(e.degree) && !e.institution).map((e) => e.line);
  const boardSide = yearSide(
    schoolRows,
    boards.map((b) => b.line).filter((l) => !entryLines(out).has(l)),
  );
  for (const entry of out) {
    if (entry.institution || !isSchoolRow(entry.degree)) continue;
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    boards.forEach((board, i) => {
      if (takenBoard.has(i)) return;
      if (board.line !== entry.line && entryLines(out).has(board.line)) return;
      if (boardSide === 'above' && board.line > entry.line) return;
      if (boardSide === 'below' && board.line < entry.line) return;
      const distance = Math.abs(board.line - entry.line) + (board.line < entry.line ? 0.1 : 0);
      // On the side the section prints boards, one more line away: the row's years may stand between.
      if (distance < bestDistance && distance <= (boardSide ? 3.1 : 2.1)) {
        best = i;
        bestDistance = distance;
      }
    });
    const board = boards[best];
    if (board) {
      entry.institution = board.name;
      takenBoard.add(best);
    }
  }
  // 'Example Centre for Studies' over 'Taxation' over 'M.Com': a bare name between a degree and the school above it
  // is the degree's field.
  for (const entry of out) {
    if (entry.fieldOfStudy || !entry.institution) continue;
    const schoolLine = [...institutions, ...boards].find((i) => i.name === entry.institution)?.line;
    const k = others.findIndex((o) => o.line === entry.line - 1);
    const other = others[k];
    if (other && schoolLine !== undefined && schoolLine < other.line && !entryLines(out).has(other.line)) {
      entry.fieldOfStudy = other.name;
      takenOther.add(k);
    }
  }
  // Schools printed without a recognised degree still count as education.
  // A second school on an entry's own line is the university it is affiliated to ('PSG College  Anna
  // University'), not an education of its own.
  const onEntryLines = entryLines(out);
  institutions.forEach((inst, i) => {
    if (takenInstitution.has(i) || onEntryLines.has(inst.line)) return;
    out.push({ degree: '', institution: inst.name, fieldOfStudy: '', endDate: null, line: inst.line });
  });
  return out.sort((a, b) => a.line - b.line).map(({ line: _line, ...e }) => e);
}

import type { ParsedWorkExperience } from '../../../shared/resume/parsed-resume.js';
import { findLocation } from './contact.js';
import { type DateRange, findDateRange } from './dates.js';
import type { Line } from './lines.js';

const TITLE_WORDS =
  /\b(engineer|developer|manager|analyst|intern|consultant|designer|executive|lead|head|director|officer|associate|specialist|architect|scientist|coordinator|administrator|accountant|representative|assistant|president|founder|co-founder|trainee|owner|programmer|tester|writer|editor|recruiter|partner|advisor|adviser|strategist|supervisor|technician|teacher|lecturer|professor|researcher|fellow|apprentice|clerk|cashier|agent|marketer|auditor|controller|secretary|planner|buyer|operator|chef|nurse|officer|sde|swe|vp|cto|ceo|cfo|coo|hr|generalist|business partner|sales|marketing|product|member of technical staff)\b/i;
const COMPANY_WORDS =
  /\b(ltd|limited|pvt|private|inc|llc|llp|corp|corporation|company|co\.|technologies|technology|solutions|services|systems|software|bank|group|labs|consulting|consultancy|infotech|infosystems|industries|enterprises|global|international|ventures|capital|partners|analytics|digital|media|networks|foods|motors|pharma|pharmaceuticals|finance|financial|insurance|retail|healthcare|hospital|university|college|institute|agency|studio|studios|gmbh|plc)\b/i;

const BULLET = /^[•●▪◦■\-–*>➢✓·]\s*/;

function isBullet(line: string): boolean {
  return BULLET.test(line);
}

/** Lines long enough to be prose are descriptions, never title or company. */
function isProse(text: string): boolean {
  return text.length > 90 || (/[.;]$/.test(text) && text.split(' ').length > 8);
}

function cleanFragment(text: string): string {
  return text
    .replace(/^[\s,|•·@:–—-]+|[\s,|•·@:–—-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .trim();
}

/** Breaks a header line into its printed parts: 'Engineer | Acme Ltd', 'Engineer at Acme', 'Acme — Engineer'. */
function fragments(text: string): string[] {
  return text
    .split(/\t|\s+[|•·–—]\s+|\s+-\s+|\s+at\s+|\s+@\s+|,\s+(?=[A-Z])/)
    .map(cleanFragment)
    .filter((f) => f.length > 1 && !findLocation(f) && !/^\(?(?:remote|hybrid|on-?site)\)?$/i.test(f));
}

interface Anchor {
  index: number;
  range: DateRange;
}

function assign(parts: string[]): { position: string; companyName: string } {
  let position = '';
  let companyName = '';
  const rest: string[] = [];
  for (const part of parts) {
    const titleLike = TITLE_WORDS.test(part);
    const companyLike = COMPANY_WORDS.test(part);
    if (companyLike && !companyName && (!titleLike || position)) companyName = part;
    else if (titleLike && !position) position = part;
    else rest.push(part);
  }
  for (const part of rest) {
    if (!position) position = part;
    else if (!companyName) companyName = part;
  }
  return { position, companyName };
}

/** Work entries of an experience section, anchored on their date ranges. */
export function parseExperience(lines: Line[]): ParsedWorkExperience[] {
  const texts = lines.map((l) => l.text.trim());
  const anchors: Anchor[] = [];
  texts.forEach((text, index) => {
    if (isProse(text) && !/\t/.test(text)) return;
    const range = findDateRange(text);
    if (range) anchors.push({ index, range });
  });
  const used = new Set<number>();
  const out: ParsedWorkExperience[] = [];
  anchors.forEach((anchor, n) => {
    const prevAnchor = n > 0 ? (anchors[n - 1]?.index ?? -1) : -1;
    const candidates: string[] = [];
    const ownText = texts[anchor.index]?.replace(anchor.range.raw, '\t') ?? '';
    const own = fragments(ownText);
    // Header lines just above the dates, back to the previous entry's body.
    const above: string[] = [];
    for (let i = anchor.index - 1; i > prevAnchor && above.length < 2; i--) {
      const t = texts[i] ?? '';
      if (used.has(i) || isBullet(t) || isProse(t)) break;
      above.unshift(...fragments(t));
      used.add(i);
    }
    candidates.push(...above, ...own);
    const nextAnchor = anchors[n + 1]?.index ?? texts.length;
    for (let i = anchor.index + 1; i < nextAnchor && candidates.length < 2; i++) {
      const t = texts[i] ?? '';
      if (isBullet(t) || isProse(t)) break;
      // The next entry's header sits right above its own dates.
      if (i === nextAnchor - 1 && nextAnchor < texts.length) break;
      candidates.push(...fragments(t));
      used.add(i);
    }
    used.add(anchor.index);
    const { position, companyName } = assign(candidates);
    out.push({
      position,
      companyName,
      startDate: anchor.range.start,
      endDate: anchor.range.isCurrent ? null : anchor.range.end,
      isCurrent: anchor.range.isCurrent,
    });
  });
  return out;
}

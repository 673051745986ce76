import type { Line } from './lines.js';

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'projects'
  | 'contact'
  | 'other';

const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'profile summary',
    'professional profile',
    'objective',
    'career objective',
    'highlights',
    'about me',
    'about',
    'career summary',
    'executive summary',
    'overview',
    'career highlights',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
    'relevant experience',
    'internships',
    'internship',
    'internship experience',
    'experience and internships',
    'professional background',
    'career',
    'industry experience',
    'positions held',
    'work',
    'experiences',
    'employment details',
    'employment record',
    'job history',
    'experience summary',
    'organisational experience',
    'organizational experience',
    'professional journey',
    'work profile',
  ],
  education: [
    'education',
    'academic qualifications',
    'educational qualifications',
    'educational qualification',
    'academic qualification',
    'academics',
    'qualifications',
    'academic background',
    'education and training',
    'academic details',
    'educational background',
    'academic profile',
    'education details',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'core competencies',
    'competencies',
    'top skills',
    'skills and tools',
    'tools and technologies',
    'technologies',
    'expertise',
    'areas of expertise',
    'skill set',
    'skillset',
    'technical expertise',
    'it skills',
    'computer skills',
    'professional skills',
    'skills summary',
    'technical proficiency',
    'tools',
    'key competencies',
    'relevant skills',
    'functional skills',
  ],
  languages: ['languages', 'languages known', 'language proficiency', 'spoken languages'],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses and certifications',
    'licenses & certifications',
    'courses and certifications',
    'certifications and trainings',
    'trainings',
    'training',
    'courses',
  ],
  projects: [
    'projects',
    'academic projects',
    'key projects',
    'personal projects',
    'selected projects',
    'projects handled',
    'project details',
    'projects undertaken',
  ],
  contact: ['contact', 'contact information', 'contact details', 'personal details', 'personal information'],
  other: [
    'achievements',
    'awards',
    'honors',
    'honours',
    'awards and achievements',
    'interests',
    'hobbies',
    'extracurricular activities',
    'extra curricular activities',
    'references',
    'publications',
    'volunteer',
    'volunteering',
    'declaration',
    'activities',
    'leadership',
    'positions of responsibility',
    'coursework',
    'relevant coursework',
    'strengths',
    'accomplishments',
    'affiliations',
    'memberships',
  ],
};

const LOOKUP = new Map<string, SectionKind>();
/** The same names without their spaces, for headings set in spaced or squeezed capitals ('SUMMA RY', 'WORKEXPERIENCE'). */
const SPACELESS = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, string[]][]) {
  for (const name of names) {
    LOOKUP.set(name, kind);
    SPACELESS.set(name.replace(/ /g, ''), kind);
  }
}

export function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a line opens, and any content printed after a colon on the same line ('Skills: Java, SQL'). */
export function detectHeading(text: string): { kind: SectionKind; rest: string } | undefined {
  const trimmed = text.trim();
  if (trimmed.length > 60) return undefined;
  const whole = LOOKUP.get(headingKey(trimmed));
  if (whole) return { kind: whole, rest: '' };
  // Letter-spaced capitals lose or gain spaces in the text layer; only a line in capitals is read so.
  if (/\p{Lu}{3}/u.test(trimmed) && trimmed === trimmed.toUpperCase()) {
    const squeezed = SPACELESS.get(headingKey(trimmed).replace(/ /g, ''));
    if (squeezed) return { kind: squeezed, rest: '' };
  }
  const colon = /^([^:]{3,40}):\s*(.*)$/.exec(trimmed);
  if (colon?.[1]) {
    const kind = LOOKUP.get(headingKey(colon[1]));
    if (kind) return { kind, rest: colon[2] ?? '' };
  }
  return undefined;
}

export interface Section {
  kind: SectionKind | 'header';
  heading: string;
  lines: Line[];
}

const LOOSE: [RegExp, SectionKind][] = [
  [/\b(?:experience|employment|work history|internships?)\b/i, 'experience'],
  [/\b(?:education|academic|qualifications?)\b/i, 'education'],
  [/\b(?:skills|competencies|technologies|tools)\b/i, 'skills'],
  [/\bcertifi/i, 'certifications'],
  [/\bprojects\b/i, 'projects'],
  [/\blanguages\b/i, 'languages'],
  // 'On Campus Involvement', 'Campus Activities': not the school's entry, whatever it names.
  [/\b(?:involvement|activities)\b/i, 'other'],
];

/** Whether a line's last word is a word a loose heading names its section by. */
function endsWithSectionWord(text: string): boolean {
  const last = text.trim().split(/\s+/).at(-1) ?? '';
  return LOOSE.some(([re]) => re.test(last));
}

/**
 * Headings that are not in the list ('Computer Engineering Experience', 'Leadership and Work Experience'):
 * a short line set larger than the body text, or in capitals, naming a section.
 */
export function detectLooseHeading(line: Line, bodySize: number): SectionKind | undefined {
  const text = line.text.trim();
  const words = text.split(/\s+/);
  if (words.length > 5 || /[\d@|•,.:;]/.test(text) || /\t/.test(text)) return undefined;
  const emphasised =
    (bodySize > 0 && line.size > bodySize * 1.05) || (text === text.toUpperCase() && /[A-Z]{3}/.test(text));
  if (!emphasised) return undefined;
  return LOOSE.find(([re]) => re.test(text))?.[1];
}

function bodyFontSize(lines: Line[]): number {
  const counts = new Map<number, number>();
  for (const l of lines)
    counts.set(Math.round(l.size * 2) / 2, (counts.get(Math.round(l.size * 2) / 2) ?? 0) + l.text.length);
  let best = 0;
  let bestCount = -1;
  for (const [size, count] of counts) {
    if (count > bestCount) {
      best = size;
      bestCount = count;
    }
  }
  return best;
}

/** Splits lines into the header (before the first heading) and titled sections. */
export function splitSections(lines: Line[]): Section[] {
  const sections: Section[] = [{ kind: 'header', heading: '', lines: [] }];
  const bodySize = bodyFontSize(lines);
  const headingX = new Map<Section, number>();
  for (const line of lines) {
    const cells = line.text.split('\t');
    // 'Karnataka Secondary Education Examination Board' set large inside Education names its section's
    // word mid-line: a name in the section, not a heading ('Leadership and Work Experience' ends with it).
    const looseKind = detectLooseHeading(line, bodySize);
    const loose =
      looseKind === sections.at(-1)?.kind && !endsWithSectionWord(line.text) ? undefined : looseKind;
    const found =
      detectHeading(line.text) ??
      (cells.length > 1 ? detectHeading(cells[0] ?? '') : undefined) ??
      (loose ? { kind: loose, rest: '' } : undefined);
    const current = sections.at(-1);
    // 'Languages: Python, Go' inside a skills section is a category of skills, not a new section.
    const inlineCategory = found?.rest.trim() && current?.kind === 'skills';
    // 'West Bengal Council of Higher Secondary' over 'Education' in a table cell: one word that names the
    // section it is in, set like the body text after the section's content, is a wrapped line's end.
    const wrapped =
      found &&
      found.kind === current?.kind &&
      !found.rest.trim() &&
      !/\s/.test(line.text.trim()) &&
      current.lines.length > 0 &&
      bodySize > 0 &&
      Math.abs(line.size - bodySize) < 0.25 &&
      line.text.trim() !== line.text.trim().toUpperCase();
    // 'Highlights' under a role heads that role's bullets; a resume's own highlights come before its history.
    const roleLabel = found?.kind === 'summary' && current?.kind === 'experience' && !found.rest.trim();
    if (found && !inlineCategory && !wrapped && !roleLabel) {
      const rest = cells.length > 1 && !detectHeading(line.text) ? cells.slice(1).join('\t') : found.rest;
      const section: Section = { kind: found.kind, heading: line.text, lines: [] };
      if (rest.trim() && cells.length > 1 && !detectHeading(line.text)) headingX.set(section, line.x);
      if (rest.trim()) section.lines.push({ ...line, text: rest.trim() });
      sections.push(section);
    } else {
      current?.lines.push(line);
    }
  }
  // A heading in a left rail shares its baseline with the section's first line ('Work  Acme Ltd'): that
  // line starts where the section's other lines start, not where the heading does.
  for (const section of sections) {
    const [first, ...rest] = section.lines;
    if (first && rest.length && first.x === headingX.get(section)) {
      section.lines[0] = { ...first, x: Math.min(...rest.map((l) => l.x)) };
    }
  }
  return sections;
}

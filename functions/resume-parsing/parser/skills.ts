import { statesJobSearch } from './job-search.js';
import type { Line } from './lines.js';
import { detectHeading, type SectionKind } from './sections.js';

const SPOKEN = [
  'english',
  'hindi',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
  'marathi',
  'bengali',
  'bangla',
  'gujarati',
  'punjabi',
  'urdu',
  'odia',
  'oriya',
  'assamese',
  'konkani',
  'sanskrit',
  'french',
  'german',
  'spanish',
  'japanese',
  'mandarin',
  'chinese',
  'arabic',
  'italian',
  'portuguese',
  'russian',
  'korean',
];

/** Separators inside brackets belong to one item: 'AWS (EC2, S3, RDS)', 'Microsoft Suite (Excel, Word)'. */
const HOLD: Record<string, string> = { ',': '\uE000', ';': '\uE001', '|': '\uE002' };
const RELEASE: Record<string, string> = { '\uE000': ',', '\uE001': ';', '\uE002': '|' };

/** Names written with a capital inside them: the places in them are no joins between two items. */
const CAMEL_NAMES =
  /AutoCAD|JavaScript|TypeScript|CoffeeScript|PowerPoint|PowerShell|PowerApps|SharePoint|OneNote|OneDrive|GitHub|GitLab|BitBucket|PostgreSQL|MySQL|NoSQL|GraphQL|SparkSQL|MongoDB|DynamoDB|CouchDB|InfluxDB|MariaDB|DevOps|DevSecOps|MLOps|FinOps|WordPress|SolidWorks|QuickBooks|LinkedIn|HubSpot|MailChimp|BigQuery|CloudFormation|CloudWatch|SageMaker|OpenCV|OpenShift|OpenStack|PyTorch|PySpark|TensorFlow|NumPy|SciPy|FastAPI|JUnit|TestNG|OAuth|IoT|SaaS|PaaS|IaaS|YouTube|WhatsApp|SketchUp|ArcGIS|PageMaker|CorelDRAW|InDesign|LabVIEW|NetSuite|PeopleSoft|SuccessFactors|ServiceNow|RabbitMQ|ActiveMQ|ElasticSearch|WebLogic|WebSphere|JBoss|VMware|VirtualBox|QlikView|QlikSense|ClickUp|ZoomInfo|AdWords|AdSense|TallyPrime|FreshDesk|ZenDesk|SEMrush|iOS|macOS|ReactJS|NodeJS|AngularJS|VueJS|ExpressJS|NextJS|McKinsey/g;

/**
 * A list whose items a copy ran together without a space ('SAP PPAutoCADTPMRoot Cause AnalysisSix
 * Sigma'): it parts where a lower-case letter meets a capital, or a run of capitals meets a capitalised
 * word, unless inside a name written so ('AutoCAD'). One such place is a name of its own ('FooBar');
 * it takes two to call a line a run of items.
 */
export function unglue(item: string): string[] {
  const inside = new Set<number>();
  const edges = new Set<number>();
  for (const m of item.matchAll(CAMEL_NAMES)) {
    for (let i = m.index + 1; i < m.index + m[0].length; i++) inside.add(i);
    edges.add(m.index).add(m.index + m[0].length);
  }
  const letter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);
  const cuts: number[] = [];
  for (let i = 1; i < item.length; i++) {
    const [a, b, c] = [item[i - 1] ?? '', item[i] ?? '', item[i + 1]];
    const join =
      (/\p{Ll}/u.test(a) && /\p{Lu}/u.test(b)) ||
      (/\p{Lu}/u.test(a) && /\p{Lu}/u.test(b) && c !== undefined && /\p{Ll}/u.test(c));
    if ((join && !inside.has(i)) || (edges.has(i) && letter(a) && letter(b))) cuts.push(i);
  }
  if (cuts.length < 2) return [item];
  return [0, ...cuts].map((from, k) => item.slice(from, cuts[k]).trim()).filter(Boolean);
}

function splitItems(text: string): string[] {
  const held = text.replace(/\([^()]*\)/g, (group) => group.replace(/[,;|]/g, (c) => HOLD[c] ?? c));
  return (
    held
      .split(/\t|[,;|•●▪◦■·]|\s[–—-]\s|\s{2,}/)
      .flatMap(unglue)
      .map((s) => s.replace(/[\uE000-\uE002]/g, (c) => RELEASE[c] ?? c))
      // 'Word, PowerPoint, and Excel': the last item of a written list loses its 'and'.
      .map((s) =>
        s
          .replace(/^[\s*>➢✓-]+|[\s.]+$/g, '')
          .replace(/^(?:and|&)\s+/i, '')
          .trim(),
      )
      .filter((s) => (s.length > 1 || /^[A-Z]$/.test(s)) && s.length <= 50 && !/^(?:and|etc)$/i.test(s))
  );
}

/** Category labels inside a skills section that hold no skills: 'Interests:', 'Hobbies:', 'Awards:'. */
const NOT_SKILLS = new Set<SectionKind>(['other', 'summary', 'contact']);
const SPOKEN_LABEL = /^(?:spoken\s+|foreign\s+)?languages?(?:\s+(?:known|spoken))?$/i;

/** The spoken language an item names with its level ('Fluent in Spanish', 'Hindi - native'), if any. */
function spokenIn(item: string): string | undefined {
  const word = item
    .toLowerCase()
    .split(/[^a-z]+/)
    .find((w) => SPOKEN.includes(w));
  return word ? word[0]?.toUpperCase() + word.slice(1) : undefined;
}

/**
 * Skills of a skills section: items split on separators, with category labels ('Tools:') dropped. A
 * category that is another section in all but its place ('Interests: Tennis') holds no skills, and a
 * 'Language:' category's spoken languages come back by name ('Fluent in Spanish' is 'Spanish') so they
 * are filed with languages; 'Languages: Python, Go' stays skills.
 */
export function parseSkills(lines: Line[]): string[] {
  const out: string[] = [];
  for (const line of joinWrapped(lines)) {
    // '• Languages: English, Spanish': a bulleted category is still a category.
    let text = line.text.replace(/^[•●▪◦■\-–*>➢✓·]\s*/, '').trim();
    const category = /^([A-Za-z/&+ ]{2,40}):\s*(.+)$/.exec(text);
    const label = category?.[1]?.trim() ?? '';
    if (category?.[2]) text = category[2];
    const kind = label ? detectHeading(label)?.kind : undefined;
    if (kind && NOT_SKILLS.has(kind)) continue;
    // 'Notice period: 2 months' under the skills is what the job search reads, not a skill.
    if (statesJobSearch(line.text)) continue;
    if (text.split(' ').length > 12 && !/[,;|•]/.test(text)) continue;
    // 'Key skills', 'Technical Skills' alone on a line: a group's name over its items, not a skill.
    const items = splitItems(text).filter((item) => !/^[\p{L} ]{0,30}\bskills$/iu.test(item));
    out.push(...(SPOKEN_LABEL.test(label) ? items.map((i) => spokenIn(i) ?? i) : items));
  }
  return dedupe(out);
}

/** A comma- or bullet-separated list that wrapped onto the next line continues there ('Design' / 'Systems, CSS'). */
function joinWrapped(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    // A line ending in a comma goes on ('AWS (EC2,' / 'S3, RDS)'); one ending in a label's colon does not.
    const listy = prev && /[,•|;]/.test(prev.text) && !/[•|;:]\s*$/.test(prev.text);
    const startsItem = /^[•●▪◦■\-–*>➢✓]|^[A-Za-z/&+ ]{2,40}:/.test(line.text);
    // A bullet's wrapped line hangs indented under its text.
    const aligned = line.x <= (prev?.x ?? 0) + 1 || (prev !== undefined && /^[•●▪◦■\-–*>➢✓]/.test(prev.text));
    if (prev && listy && !startsItem && !/\t/.test(line.text) && aligned) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
    } else out.push(line);
  }
  return out;
}

export function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Spoken languages: a languages section's items, proficiency in brackets removed. */
export function parseLanguages(lines: Line[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    for (const item of splitItems(line.text.replace(/\([^)]*\)/g, ''))) {
      const word = item.split(/[\s:]/)[0] ?? '';
      if (SPOKEN.includes(word.toLowerCase())) out.push(word[0]?.toUpperCase() + word.slice(1).toLowerCase());
    }
  }
  return dedupe(out);
}

/**
 * Languages listed in the header without a heading ('Hindi, Marathi, English' under the contact
 * details): a line whose every comma-separated item is a spoken language, two or more of them.
 */
export function headerLanguages(lines: Line[]): string[] {
  const out: string[] = [];
  const languagesOf = (text: string) => {
    const items = text
      .split(/\s*[,|•·]\s*|\t/)
      .map((i) => i.trim())
      .filter(Boolean);
    return items.length >= 2 && items.every(isSpokenLanguage) ? items : [];
  };
  for (const line of lines) {
    // The whole line, else one cell of a contact row ('Pune  +91 ...  English, Hindi, Marathi').
    const whole = languagesOf(line.text);
    const items = whole.length ? whole : line.text.split('\t').flatMap(languagesOf);
    out.push(...items.map((i) => (i[0]?.toUpperCase() ?? '') + i.slice(1).toLowerCase()));
  }
  return dedupe(out);
}

export function isSpokenLanguage(item: string): boolean {
  return SPOKEN.includes(item.toLowerCase());
}

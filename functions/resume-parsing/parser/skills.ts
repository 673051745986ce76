import type { Line } from './lines.js';

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

function splitItems(text: string): string[] {
  return text
    .split(/\t|[,;|•●▪◦■·]|\s[–—-]\s|\s{2,}/)
    .map((s) => s.replace(/^[\s*>➢✓-]+|[\s.]+$/g, '').trim())
    .filter((s) => (s.length > 1 || /^[A-Z]$/.test(s)) && s.length <= 50 && !/^(?:and|etc)$/i.test(s));
}

/** Skills of a skills section: items split on separators, with category labels ('Languages:') dropped. */
export function parseSkills(lines: Line[]): string[] {
  const out: string[] = [];
  for (const line of joinWrapped(lines)) {
    let text = line.text.trim();
    const category = /^([A-Za-z/&+ ]{2,40}):\s*(.+)$/.exec(text);
    if (category?.[2]) text = category[2];
    if (text.split(' ').length > 12 && !/[,;|•]/.test(text)) continue;
    out.push(...splitItems(text));
  }
  return dedupe(out);
}

/** A comma- or bullet-separated list that wrapped onto the next line continues there ('Design' / 'Systems, CSS'). */
function joinWrapped(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const listy = prev && /[,•|;]/.test(prev.text) && !/[,•|;:]\s*$/.test(prev.text);
    const startsItem = /^[•●▪◦■\-–*>➢✓]|^[A-Za-z/&+ ]{2,40}:/.test(line.text);
    if (prev && listy && !startsItem && !/\t/.test(line.text) && line.x <= prev.x + 1) {
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

export function isSpokenLanguage(item: string): boolean {
  return SPOKEN.includes(item.toLowerCase());
}

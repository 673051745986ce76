/** A visual line of a document: text runs on one baseline, with a tab where a wide gap separated them. */
export interface Line {
  text: string;
  /** Font size in points; 0 when the source has no layout (Word files). */
  size: number;
  x: number;
  page: number;
}

export interface DocumentLines {
  pages: Line[][];
  /** False when reading stopped at the parse's time budget: later text was not read. */
  complete: boolean;
}

export interface Run {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  page: number;
}

interface Row {
  y: number;
  runs: Run[];
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function toRows(runs: Run[]): Row[] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const run of sorted) {
    const row = rows.at(-1);
    const tolerance = Math.max(1.5, run.size * 0.45);
    if (row && Math.abs(row.y - run.y) <= tolerance) row.runs.push(run);
    else rows.push({ y: run.y, runs: [run] });
  }
  for (const row of rows) row.runs.sort((a, b) => a.x - b.x);
  return rows;
}

/** Capitals set apart for effect, one word or several: 'J O R D A N   R E Y E S' is 'JORDAN REYES'. */
const SPACED_WORD = /(?<![\p{L}\p{N}])\p{Lu}(?: \p{Lu}){3,}(?![\p{L}\p{N}])/gu;

/**
 * Hyphens as some writers export them: a soft hyphen goes, a hyphen or non-breaking hyphen (U+2010,
 * U+2011) is '-', and '-' with a soft hyphen and U+2010 after it ('555-\u00ad\u20105555') is one '-'.
 */
export function plainHyphens(text: string): string {
  return text.replace(/-?\u00ad*[\u2010\u2011]/g, '-').replace(/\u00ad/g, '');
}

export function collapseLetterSpacing(text: string): string {
  if (!SPACED_WORD.test(text)) return text;
  SPACED_WORD.lastIndex = 0;
  return (
    text
      // The wider gap between spaced words (a tab or several spaces) becomes the one space between words.
      .replace(/(\p{Lu}(?: \p{Lu}){3,})(?:\t| {2,})(?=\p{Lu}(?: \p{Lu}){2,}(?![\p{L}\p{N}]))/gu, '$1\u2002')
      .replace(SPACED_WORD, (word) => word.replace(/ /g, ''))
      .replace(/\u2002/g, ' ')
  );
}

function rowToLine(runs: Run[]): Line | undefined {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  const sizes: number[] = [];
  for (const run of runs) {
    // Whitespace runs fill gaps in some PDFs; only the gap between visible runs tells cells apart.
    if (!run.text.trim()) {
      if (text && !/\s$/.test(text)) text += ' ';
      continue;
    }
    const gap = run.x - end;
    const size = run.size || 10;
    if (text.length > 0) {
      if (gap > size * 0.6) text = `${text.trimEnd()}\t`;
      else if (gap > size * 0.12 && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
    }
    text += run.text;
    end = Math.max(end, run.x + run.width);
    sizes.push(size);
  }
  const clean = collapseLetterSpacing(
    plainHyphens(text)
      .replace(/[ \u00a0]+/g, ' ')
      .replace(/ ?\t ?/g, '\t')
      .trim(),
  );
  const first = runs[0];
  if (!clean || !first) return undefined;
  return { text: clean, size: Math.max(...sizes, 0), x: first.x, page: first.page };
}

const MONTH_WORDS = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?/gi;
const DATUM_WORDS =
  /\b(?:present|current|till date|to date|ongoing|now|to|cgpa|gpa|cpi|percentage|marks|score|grade|year|years|duration|dates?)\b/gi;

/** A cell of dates, years or marks ('Jul 2024 - Present', '2018', '81.5%', 'Year  Marks'), and nothing else. */
export function isDatum(text: string): boolean {
  const rest = text.replace(MONTH_WORDS, '').replace(DATUM_WORDS, '');
  return /\S/.test(text) && rest.replace(/[\d\s/.,%–—:()'-]+/g, '') === '';
}

/**
 * Finds the gutter of a two-column page: an x position, away from the edges, that almost no row
 * crosses while both sides carry text. Returns undefined for single-column pages.
 */
function findGutter(rows: Row[], pageWidth: number): number | undefined {
  if (rows.length < 8) return undefined;
  const step = 2;
  const buckets = Math.ceil(pageWidth / step);
  const crossing = new Array<number>(buckets).fill(0);
  for (const row of rows) {
    const covered = new Uint8Array(buckets);
    for (const run of row.runs) {
      if (!run.text.trim()) continue;
      const from = Math.max(0, Math.floor(run.x / step));
      const to = Math.min(buckets - 1, Math.floor((run.x + run.width) / step));
      for (let b = from; b <= to; b++) covered[b] = 1;
    }
    for (let b = 0; b < buckets; b++) crossing[b] = (crossing[b] ?? 0) + (covered[b] ?? 0);
  }
  let best: number | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let b = Math.floor(buckets * 0.2); b < Math.floor(buckets * 0.8); b++) {
    const x = b * step;
    const count = crossing[b] ?? 0;
    if (count > rows.length * 0.12) continue;
    let left = 0;
    let right = 0;
    for (const row of rows) {
      if (row.runs.some((r) => r.x + r.width < x && r.text.trim())) left++;
      if (row.runs.some((r) => r.x > x && r.text.trim())) right++;
    }
    // A real second column carries many rows on both sides, not only right-aligned dates.
    if (left < rows.length * 0.3 || right < rows.length * 0.3) continue;
    const rightStarts = rows.flatMap((row) =>
      row.runs
        .filter((r) => r.x > x)
        .slice(0, 1)
        .map((r) => r.x),
    );
    const aligned = rightStarts.filter((s) => Math.abs(s - median(rightStarts)) < 12).length;
    if (aligned < rightStarts.length * 0.5) continue;
    // Right-aligned dates and places beside a single column are short and end flush right: not a column.
    const rightTexts = rows.flatMap((row) => row.runs.filter((r) => r.x > x && r.text.trim()));
    const ends = rightTexts.map((r) => r.x + r.width);
    const flush = ends.filter((e) => Math.max(...ends) - e < 6).length;
    const meanLength = rightTexts.reduce((n, r) => n + r.text.length, 0) / Math.max(1, rightTexts.length);
    if (meanLength < 25 && flush >= ends.length * 0.4) continue;
    // Dates, years and marks in a table's right-hand columns are cells of the rows they sit on, not a column.
    const rightRows = rows
      .map((row) =>
        row.runs
          .filter((r) => r.x > x && r.text.trim())
          .map((r) => r.text)
          .join(' '),
      )
      .filter(Boolean);
    if (rightRows.filter(isDatum).length >= rightRows.length * 0.6) continue;
    const score = count * 1000 + Math.abs(x - pageWidth / 2) / pageWidth;
    if (score < bestScore) {
      bestScore = score;
      best = x;
    }
  }
  return best;
}

/** Turns positioned text runs of one page into reading-order lines, column by column. */
export function groupIntoLines(runs: Run[], pageWidth: number): Line[] {
  const rows = toRows(runs);
  const gutter = findGutter(rows, pageWidth);
  if (gutter === undefined) {
    return rows.map((r) => rowToLine(r.runs)).filter((l): l is Line => l !== undefined);
  }
  const out: Line[] = [];
  let left: Line[] = [];
  let right: Line[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const row of rows) {
    const crosses = row.runs.some((r) => r.x < gutter && r.x + r.width > gutter && r.text.trim());
    if (crosses) {
      flush();
      const line = rowToLine(row.runs);
      if (line) out.push(line);
      continue;
    }
    const l = rowToLine(row.runs.filter((r) => r.x + r.width <= gutter));
    const r = rowToLine(row.runs.filter((r) => r.x >= gutter));
    if (l) left.push(l);
    if (r) right.push(r);
  }
  flush();
  return out;
}

/** Plain text (Word files) has no layout: one line per paragraph line. */
export function linesFromText(text: string): DocumentLines {
  const lines = plainHyphens(text)
    .split(/\r?\n/)
    .map((t) =>
      t
        .replace(/[ \u00a0]+/g, ' ')
        .replace(/ ?\t ?/g, '\t')
        .trim(),
    )
    .filter((t) => t.length > 0)
    .map((t) => ({ text: t, size: 0, x: 0, page: 1 }));
  return { pages: [lines], complete: true };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of converted Word HTML: paragraphs, breaks and rows become lines, table cells become tab-separated. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/td>\s*<td[^>]*>/gi, '\t')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<br\s*\/?>|<\/(?:p|li|tr|h[1-6]|table|ul|ol)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (m, e: string) =>
      e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m),
    );
}

/*
 * A role's description: the lines between its header (title, employer, dates) and the next role's header,
 * one bullet point a line. A bullet's wrapped continuation joins it; the glyphs that mark bullets, and a
 * glyph an icon font left unmapped, go.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: an icon font's glyph without a text mapping reads as U+0000.
const BULLET_MARK = /^[\s\u0000\uf000-\uf8ff•●▪◦■\-–*>➢✓·]+/u;
/** A label over the bullets ('Highlights', 'Key responsibilities:'), not a point of its own. */
const LIST_LABEL =
  /^(?:key\s+)?(?:highlights|responsibilities|achievements|accomplishments|duties|roles?\s*(?:&|and)\s*responsibilities)\s*:?$/i;

/**
 * A short line of capitalised words with no mark before it, where the points begin: the role's town
 * ('Vadodara', 'Navi Mumbai') printed under its header, not a point of its own.
 */
const TOWN_LINE = /^\p{Lu}[\p{Ll}.'-]+(?:[ ,]+\p{Lu}[\p{Ll}.'-]+){0,2}$/u;

export function roleDescription(texts: string[]): string {
  const items: string[] = [];
  let open = false;
  for (const [i, raw] of texts.entries()) {
    if (i === 0 && texts.length > 1 && TOWN_LINE.test(raw.trim())) continue;
    const marked = BULLET_MARK.test(raw);
    const text = raw.replace(BULLET_MARK, '').replace(/\t/g, ' ').replace(/\s+/g, ' ').trim();
    if (!text || LIST_LABEL.test(text)) {
      open = false;
      continue;
    }
    // A line that starts in lower case after an item that did not end a sentence carries that item on.
    const last = items.length - 1;
    if (!marked && open && last >= 0 && /^[\p{Ll}(]/u.test(text) && !/[.!?]$/.test(items[last] ?? '')) {
      items[last] = `${items[last]} ${text}`;
      continue;
    }
    items.push(text);
    open = true;
  }
  return items.join('\n');
}

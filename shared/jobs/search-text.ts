/*
 * How job text becomes search terms, shared by the index writer and the query planner so both cut words
 * the same way. A term keeps the characters that carry meaning in skills (c++, c#, node.js, .net).
 */

const WORD = /[a-z0-9][a-z0-9+#.]*|\.[a-z0-9]+/g;
/** Shortest word indexed and searched: one letter matches too much to be a useful term ('c' aside). */
export const MIN_WORD_LENGTH = 2;
const SHORT_WORDS_KEPT = new Set(['c', 'r']);

/** The distinct search words of a text: lower-case, trailing dots dropped ('engineer.' -> 'engineer'). */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  // Accents decompose to a letter and a mark; dropping the marks keeps 'Résumé' one word, 'resume'.
  const plain = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  for (const match of plain.matchAll(WORD)) {
    const word = match[0].replace(/\.+$/, '');
    if (word.length >= MIN_WORD_LENGTH || SHORT_WORDS_KEPT.has(word)) words.add(word);
  }
  return [...words];
}

export interface ParsedSearch {
  /** Words that must appear whole. */
  words: string[];
  /** The last word typed, matched as a prefix ('reac' finds 'react'); absent when the query ends in a space. */
  prefix?: string;
}

/** A typed query: every word must match; the last one also as the start of a word, as people type. */
export function parseSearch(query: string | undefined): ParsedSearch {
  const words = searchWords(query ?? '');
  const endsWord = /[a-z0-9+#]$/i.test((query ?? '').trim()) && !/\s$/.test(query ?? '');
  if (!endsWord || words.length === 0) return { words };
  const prefix = words[words.length - 1];
  return { words: words.slice(0, -1), prefix };
}

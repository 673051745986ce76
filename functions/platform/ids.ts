import { randomBytes } from 'node:crypto';

/** Crockford's base-32: no I, L, O or U, so an id read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_CHARS = 10;
const RANDOM_CHARS = 16;

/**
 * A ULID-shaped id: 10 characters of milliseconds then 16 random ones. Ids sort by the time they stand
 * for, so an index sorted on the id lists records oldest first (or newest first, read backwards) without
 * a second sort attribute; two ids of the same millisecond still differ in 80 random bits.
 */
export function timeOrderedId(at: number = Date.now()): string {
  if (!Number.isInteger(at) || at < 0 || at >= 2 ** 48) throw new RangeError('time out of range');
  let time = '';
  let rest = at;
  for (let i = 0; i < TIME_CHARS; i++) {
    time = ALPHABET[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  const bytes = randomBytes(RANDOM_CHARS);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % 32];
  return time + random;
}

/** The milliseconds an id of `timeOrderedId` was made for. */
export function timeOfId(id: string): number {
  let at = 0;
  for (const char of id.slice(0, TIME_CHARS)) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return Number.NaN;
    at = at * 32 + value;
  }
  return at;
}

const TIME_ORDERED_SHAPE = new RegExp(`^[${ALPHABET}]{${TIME_CHARS + RANDOM_CHARS}}$`);
/** `randomUUID()` as Node writes it: lower-case hex. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Readable ids of the demo marketplace ('acme-tech', 'org-acme-tech'): lower-case words and hyphens. */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 64;

/** Whether a text has the shape `timeOrderedId` makes. */
export const isTimeOrderedId = (value: string): boolean => TIME_ORDERED_SHAPE.test(value);

/** Whether a text has the shape of `crypto.randomUUID()`. */
export const isUuid = (value: string): boolean => UUID_SHAPE.test(value);

/** Whether a text is a short readable slug. */
export const isSlug = (value: string): boolean => value.length <= SLUG_MAX && SLUG_SHAPE.test(value);

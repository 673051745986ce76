/**
 * The rules of the six-box code entry (candidate-side.md sections 4 and 5, Code entry) as pure functions:
 * digits only, one per box, a pasted or autofilled code spreads over the boxes, backspace moves back.
 */

export interface CodeEntryChange {
  digits: string[];
  /** The box that should have focus next. */
  focus: number;
}

export function emptyDigits(length: number): string[] {
  return Array.from({ length }, () => '');
}

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

export function isComplete(digits: readonly string[]): boolean {
  return digits.length > 0 && digits.every((digit) => /^\d$/.test(digit));
}

export function joinDigits(digits: readonly string[]): string {
  return digits.join('');
}

/**
 * What was typed into a box that already held `previous`: the browser reports both characters ("73"
 * after typing 7 before a 3), and the new one is the character that is not the old one.
 */
export function typedText(previous: string, value: string): string {
  if (previous && value.length === 2 && value.includes(previous)) return value.replace(previous, '');
  return value;
}

/**
 * Text entered at box `index`: one digit fills that box and moves on; several digits (a paste, or the
 * browser's one-time-code autofill) fill from that box, or from the first box when they are a whole
 * code; anything without digits changes nothing.
 */
export function enterText(digits: readonly string[], index: number, text: string): CodeEntryChange {
  const length = digits.length;
  const typed = onlyDigits(text);
  const next = [...digits];
  if (!typed) return { digits: next, focus: index };
  const start = typed.length >= length ? 0 : index;
  const chars = typed.slice(0, length - start).split('');
  chars.forEach((char, offset) => {
    next[start + offset] = char;
  });
  return { digits: next, focus: Math.min(start + chars.length, length - 1) };
}

/** Backspace clears the box; in an empty box it moves back and clears the one before. */
export function backspace(digits: readonly string[], index: number): CodeEntryChange {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = Math.max(0, index - 1);
  next[previous] = '';
  return { digits: next, focus: previous };
}

/** Seconds as m:ss for the resend countdown. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

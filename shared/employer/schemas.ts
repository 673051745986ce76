import * as z from 'zod/mini';

export const NOTE_LIMITS = { textMax: 2000 } as const;

export const NOTE_MESSAGES = {
  required: 'Please write a note',
  tooLong: `A note can be at most ${NOTE_LIMITS.textMax} characters`,
} as const;

/** POST /applications/{id}/notes. */
export const applicationNoteSchema = z.strictObject({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, NOTE_MESSAGES.required),
      z.maxLength(NOTE_LIMITS.textMax, NOTE_MESSAGES.tooLong),
    ),
});

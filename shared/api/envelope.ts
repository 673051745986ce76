import { z } from 'zod';

/** Every successful answer of the API: the payload under `data`. */
export interface ApiSuccess<T> {
  data: T;
}

/** Every error answer of the API. `details` carries field errors for validation failures. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  status: z.number().int(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Field-level validation errors, keyed by the field's dotted path. */
export type FieldErrors = Record<string, string>;

export const API_BASE_PATH = '/api/v1';

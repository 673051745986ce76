/** Every successful answer of the API: the payload under `data`. */
export interface ApiSuccess<T> {
  data: T;
}

/** Every error answer of the API. `details` carries field errors for validation failures. */
export interface ApiErrorBody {
  message: string;
  code: string;
  status: number;
  details?: unknown;
}

/** Field-level validation errors, keyed by the field's dotted path. */
export type FieldErrors = Record<string, string>;

export const API_BASE_PATH = '/api/v1';

export type { Revalidate } from './form-state';
export { type UseFormOptions, useForm } from './use-form';
export { type FieldErrors, schemaValidator, type Validation, type Validator } from './validation';

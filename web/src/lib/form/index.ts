export type { Revalidate } from './form-state';
export { type LazyRules, lazyRules } from './lazy-rules';
export { type Form, type UseFormOptions, useForm } from './use-form';
export { type FieldErrors, schemaValidator, type Validation, type Validator } from './validation';

import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from './field.module.css';

interface FieldOwnProps {
  label: ReactNode;
  /** Shown under the control in red and announced through aria-describedby. */
  error?: string;
  hint?: ReactNode;
  /** Marks the field as required for people and assistive technology (the form validates it). */
  isRequired?: boolean;
  className?: string;
}

interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy, invalid: Boolean(error) };
}

/** What ties a control to its label, hint and error for assistive technology. */
function controlAria(ids: FieldIds, isRequired: boolean | undefined) {
  return {
    id: ids.controlId,
    'aria-invalid': ids.invalid || undefined,
    'aria-describedby': ids.describedBy,
    'aria-required': isRequired || undefined,
  };
}

/** The message under a control; its id is what the control's aria-describedby names. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className={styles.error} id={id}>
      {message}
    </p>
  ) : null;
}

function FieldFrame({
  label,
  error,
  hint,
  isRequired,
  className,
  controlId,
  hintId,
  errorId,
  children,
}: FieldOwnProps & { controlId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type InputFieldProps = FieldOwnProps &
  Omit<ComponentProps<'input'>, 'className'> & {
    /** A control inside the field's right edge (a show-password toggle). */
    trailing?: ReactNode;
  };

export function InputField({
  label,
  error,
  hint,
  isRequired,
  className,
  id,
  trailing,
  ...inputProps
}: InputFieldProps) {
  const ids = useFieldIds(id, error, hint);
  const input = (
    <input
      {...controlAria(ids, isRequired)}
      className={[styles.control, trailing ? styles.withTrailing : undefined].filter(Boolean).join(' ')}
      {...inputProps}
    />
  );
  return (
    <FieldFrame {...{ label, error, hint, isRequired, className }} {...ids}>
      {trailing ? (
        <div className={styles.controlWrap}>
          {input}
          <div className={styles.trailing}>{trailing}</div>
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

export type TextareaFieldProps = FieldOwnProps & Omit<ComponentProps<'textarea'>, 'className'>;

export function TextareaField({
  label,
  error,
  hint,
  isRequired,
  className,
  id,
  ...textareaProps
}: TextareaFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame {...{ label, error, hint, isRequired, className }} {...ids}>
      <textarea {...controlAria(ids, isRequired)} className={styles.control} {...textareaProps} />
    </FieldFrame>
  );
}

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'className' | 'type'> & {
  /** The text beside the box; may hold links. */
  label: ReactNode;
  error?: string;
  className?: string;
};

/** A checkbox with its label beside it and its error under both. */
export function CheckboxField({ label, error, className, id, ...inputProps }: CheckboxFieldProps) {
  // No hint: the label beside the box says all there is to say.
  const ids = useFieldIds(id, error, undefined);
  return (
    <div className={[styles.checkboxField, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input {...controlAria(ids, false)} type="checkbox" className={styles.checkbox} {...inputProps} />
        <label htmlFor={ids.controlId} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

export type SelectFieldProps = FieldOwnProps &
  Omit<ComponentProps<'select'>, 'className'> & {
    /** A first, empty entry ('Select...') for a field that starts unset. */
    placeholder?: string;
  };

/** A native select with the field's label, hint and error: keyboard and screen-reader friendly on phones too. */
export function SelectField({
  label,
  error,
  hint,
  isRequired,
  className,
  id,
  placeholder,
  children,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame {...{ label, error, hint, isRequired, className }} {...ids}>
      <select
        {...controlAria(ids, isRequired)}
        className={`${styles.control} ${styles.select}`}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {children}
      </select>
    </FieldFrame>
  );
}

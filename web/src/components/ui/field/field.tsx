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
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type InputFieldProps = FieldOwnProps & Omit<ComponentProps<'input'>, 'className'>;

export function InputField({
  label,
  error,
  hint,
  isRequired,
  className,
  id,
  ...inputProps
}: InputFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame {...{ label, error, hint, isRequired, className }} {...ids}>
      <input
        id={ids.controlId}
        className={styles.control}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        aria-required={isRequired || undefined}
        {...inputProps}
      />
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
      <textarea
        id={ids.controlId}
        className={styles.control}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        aria-required={isRequired || undefined}
        {...textareaProps}
      />
    </FieldFrame>
  );
}

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
  /** The control's id; one is made when none is given. */
  id?: string;
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

type ControlAria = ReturnType<typeof controlAria>;

/** Splits a field's props into the frame's (label, hint, error...) and the control's own. */
function splitFieldProps<Props extends FieldOwnProps>({
  label,
  error,
  hint,
  isRequired,
  className,
  id,
  ...controlProps
}: Props) {
  return [{ label, error, hint, isRequired, className, id }, controlProps] as const;
}

/** The message under a control; its id is what the control's aria-describedby names. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className={styles.error} id={id}>
      {message}
    </p>
  ) : null;
}

/** Label, hint and error around a control; `children` draws the control with the ARIA it is given. */
function FieldFrame({
  label,
  error,
  hint,
  isRequired,
  className,
  id,
  children,
}: FieldOwnProps & { children: (aria: ControlAria) => ReactNode }) {
  const ids = useFieldIds(id, error, hint);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className={styles.hint} id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      {children(controlAria(ids, isRequired))}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

export type InputFieldProps = FieldOwnProps &
  Omit<ComponentProps<'input'>, 'className'> & {
    /** A control inside the field's right edge (a show-password toggle). */
    trailing?: ReactNode;
  };

export function InputField(props: InputFieldProps) {
  const [field, { trailing, ...inputProps }] = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(aria) => {
        const input = (
          <input
            {...aria}
            className={[styles.control, trailing ? styles.withTrailing : undefined].filter(Boolean).join(' ')}
            {...inputProps}
          />
        );
        return trailing ? (
          <div className={styles.controlWrap}>
            {input}
            <div className={styles.trailing}>{trailing}</div>
          </div>
        ) : (
          input
        );
      }}
    </FieldFrame>
  );
}

export type TextareaFieldProps = FieldOwnProps & Omit<ComponentProps<'textarea'>, 'className'>;

export function TextareaField(props: TextareaFieldProps) {
  const [field, textareaProps] = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(aria) => <textarea {...aria} className={styles.control} {...textareaProps} />}
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
export function SelectField(props: SelectFieldProps) {
  const [field, { placeholder, children, ...selectProps }] = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(aria) => (
        <select {...aria} className={`${styles.control} ${styles.select}`} {...selectProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

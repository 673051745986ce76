import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../button';
import styles from './chips-input.module.css';

export interface ChipsInputProps {
  /** The visible label of the text box, e.g. 'Skills'. */
  label: string;
  /** One entry's name for the add and remove buttons: 'skill'. */
  itemName: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  hint?: string;
  /** An error of the whole list (from the form). */
  error?: string;
  duplicateMessage: string;
  /** Most entries the list takes; Add says so once it is full. */
  max?: number;
  maxMessage?: string;
}

/** The list with one more entry, or why not: blank, already there (any case) or full. */
export function addChip(
  list: readonly string[],
  entry: string,
  max = Number.POSITIVE_INFINITY,
): { list: string[]; error: 'blank' | 'duplicate' | 'full' | null } {
  const trimmed = entry.trim();
  if (!trimmed) return { list: [...list], error: 'blank' };
  if (list.some((item) => item.toLowerCase() === trimmed.toLowerCase())) {
    return { list: [...list], error: 'duplicate' };
  }
  if (list.length >= max) return { list: [...list], error: 'full' };
  return { list: [...list, trimmed], error: null };
}

/**
 * A list edited as chips: type an entry and press Enter or Add (or leave the box); each chip has a remove
 * button. Entries are trimmed; a duplicate is refused with a message.
 */
export function ChipsInput({
  label,
  itemName,
  value,
  onChange,
  placeholder,
  hint,
  error,
  duplicateMessage,
  max,
  maxMessage,
}: ChipsInputProps) {
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const message = refusal ?? error;

  const add = () => {
    const result = addChip(value, draft, max);
    if (result.error === 'duplicate') setRefusal(duplicateMessage);
    else if (result.error === 'full') setRefusal(maxMessage ?? null);
    else setRefusal(null);
    if (result.error) return;
    onChange(result.list);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the surrounding form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.entry}>
        <input
          id={inputId}
          className={styles.control}
          value={draft}
          placeholder={placeholder}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            [hint ? hintId : '', message ? messageId : ''].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            setDraft(event.target.value);
            setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          // Leaving the box keeps what was typed: a submit straight after typing does not lose the entry.
          onBlur={() => {
            if (draft.trim()) add();
          }}
        />
        <Button variant="secondary" onClick={add} aria-label={`Add ${itemName}`}>
          Add
        </Button>
      </div>
      {message ? (
        <p id={messageId} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      {value.length > 0 ? (
        // Named apart from the text box, so 'Skills' finds one control.
        <ul className={styles.chips} aria-label={`${label}: added`}>
          {value.map((item) => (
            <li key={item} className={styles.chip}>
              <span>{item}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${item}`}
                onClick={() => onChange(value.filter((entry) => entry !== item))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

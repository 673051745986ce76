import { PROFILE_MESSAGES } from '@shared/profile/schemas';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { addToList } from '../lib/form-values';
import styles from './profile.module.css';

export interface ChipsInputProps {
  /** The visible label of the text box, e.g. 'Technical skills'. */
  label: string;
  /** One entry's name for the remove buttons and the add button: 'skill', 'language'. */
  itemName: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  hint?: string;
  /** An error of the whole list from the form (the schema's). */
  error?: string;
  duplicateMessage?: string;
}

/**
 * A list edited as chips: type an entry and press Enter or Add (or leave the box); each chip has a remove
 * button. Entries are trimmed and a duplicate is refused with a message (spec: Skills section).
 */
export function ChipsInput({
  label,
  itemName,
  value,
  onChange,
  placeholder,
  hint,
  error,
  duplicateMessage = PROFILE_MESSAGES.duplicateSkill,
}: ChipsInputProps) {
  const [draft, setDraft] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const message = duplicate ? duplicateMessage : error;

  const add = (): boolean => {
    const result = addToList(value, draft);
    setDuplicate(result.error === 'duplicate');
    if (result.error) return false;
    onChange(result.list);
    setDraft('');
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry instead of submitting the modal's form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className={styles.chipsField}>
      <label htmlFor={inputId} className={styles.chipsLabel}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.chipsHint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.chipsEntry}>
        <input
          id={inputId}
          className={styles.chipsControl}
          value={draft}
          placeholder={placeholder}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            [hint ? hintId : '', message ? messageId : ''].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            setDraft(event.target.value);
            setDuplicate(false);
          }}
          onKeyDown={onKeyDown}
          // Leaving the box keeps what was typed: a Save straight after typing does not lose the entry.
          onBlur={() => {
            if (draft.trim()) add();
          }}
        />
        <Button variant="secondary" onClick={add} aria-label={`Add ${itemName}`}>
          Add
        </Button>
      </div>
      {message ? (
        <p id={messageId} className={styles.fieldError} role="alert">
          {message}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className={styles.chips} aria-label={label}>
          {value.map((item) => (
            <li key={item} className={`${styles.chip} ${styles.chipEditable}`}>
              <span>{item}</span>
              <button
                type="button"
                className={styles.chipRemove}
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

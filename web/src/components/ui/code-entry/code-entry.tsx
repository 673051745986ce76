import { CODES } from '@shared/constants';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import styles from './code-entry.module.css';
import {
  backspace,
  type CodeEntryChange,
  enterText,
  isComplete,
  joinDigits,
  typedText,
} from './code-entry-utils';

export interface CodeEntryProps {
  /** One entry per box: a digit or ''. The parent owns it, so it can clear the boxes (a resend). */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called once the last empty box is filled: the spec's auto-submit. */
  onComplete?: (code: string) => void;
  /** The group's visible label. */
  label?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the message that explains an error, announced with every box. */
  errorId?: string;
  autoFocus?: boolean;
}

/** Six boxes, one digit each (candidate-side.md section 4, Code entry). */
export function CodeEntry({
  digits,
  onChange,
  onComplete,
  label = 'Verification code',
  disabled = false,
  invalid = false,
  errorId,
  autoFocus = false,
}: CodeEntryProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const commit = (change: CodeEntryChange) => {
    onChange(change.digits);
    const box = boxes.current[change.focus];
    box?.focus();
    box?.select();
    if (!isComplete(digits) && isComplete(change.digits)) onComplete?.(joinDigits(change.digits));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      commit(backspace(digits, index));
    } else if (event.key === 'Delete') {
      event.preventDefault();
      const next = [...digits];
      next[index] = '';
      commit({ digits: next, focus: index });
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      commit({ digits, focus: index - 1 });
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      commit({ digits, focus: index + 1 });
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    commit(enterText(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <fieldset className={styles.entry}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.boxes}>
        {digits.map((digit, index) => (
          <input
            // The boxes are positions, never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: a box is identified by its position.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            // The first box takes the code the browser or phone offers from the mail or message.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${digits.length}`}
            aria-invalid={invalid || undefined}
            aria-describedby={errorId}
            value={digit}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: the code step exists to take this code; focus starts here.
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.target.select()}
            onChange={(event) => commit(enterText(digits, index, typedText(digit, event.target.value)))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
          />
        ))}
      </div>
    </fieldset>
  );
}

export const CODE_LENGTH = CODES.length;

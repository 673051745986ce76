import { UI } from '@shared/constants';
import { SUGGESTION_KIND_LABELS, type Suggestion, searchOfSuggestion } from '@shared/job-suggest/rules';
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { useSuggestJobs } from '../api/suggest-jobs';
import { listOf } from '../lib/job-filters';
import type { ComboboxView, KeyHandler } from './keyword-box';
import styles from './keyword-box.module.css';

/** A pause in typing this long asks for suggestions; each keystroke before it asks for nothing. */
const DEBOUNCE_MS = 150;

const countFormat = new Intl.NumberFormat(UI.locale);
const jobsText = (count: number) => `${countFormat.format(count)} ${count === 1 ? 'job' : 'jobs'}`;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type FormField = HTMLInputElement | null;

/**
 * Searches as the filters would (shared/job-suggest/rules.ts): the suggestion goes into the form's field
 * for it (a city into Location, a skill into Skills, words into the box) and the form is sent as Search
 * sends it, so the address, the form and the results agree.
 */
function searchWith(input: HTMLInputElement, suggestion: Suggestion): void {
  const form = input.form;
  if (!form) return;
  const field = (name: string) => form.elements.namedItem(name) as FormField;
  const next = searchOfSuggestion(suggestion);
  input.value = next.search ?? '';
  const location = field('location');
  if (next.location !== undefined && location) location.value = next.location;
  const skills = field('skills');
  if (next.skills && skills) skills.value = listOf([skills.value, ...next.skills].join(',')).join(', ');
  form.requestSubmit();
}

interface KeywordSuggestionsProps {
  text: string;
  inputRef: RefObject<HTMLInputElement | null>;
  listboxId: string;
  onView: (view: ComboboxView) => void;
  onText: (text: string) => void;
  keys: RefObject<KeyHandler | null>;
}

/**
 * The keyword box's listbox (loaded on first use): suggestions for the text after a pause, the last
 * request cancelled by the next; arrows move through them, Enter or a tap picks one, Escape closes them.
 */
export function KeywordSuggestions({
  text,
  inputRef,
  listboxId,
  onView,
  onText,
  keys,
}: KeywordSuggestionsProps) {
  const typed = text.trim();
  const query = useSuggestJobs(useDebounced(typed, DEBOUNCE_MS));
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const suggestions = typed && query.data ? query.data : [];
  const shown = open && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // New text, or a new list for it: open again, nothing chosen yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new text and answer.
  useEffect(() => {
    setOpen(true);
    setActive(-1);
  }, [typed, query.data]);

  useEffect(() => {
    onView({ expanded: shown, activeId: shown && active >= 0 ? optionId(active) : undefined });
  });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const close = () => setOpen(false);
    const reopen = () => setOpen(true);
    input.addEventListener('blur', close);
    input.addEventListener('focus', reopen);
    return () => {
      input.removeEventListener('blur', close);
      input.removeEventListener('focus', reopen);
    };
  }, [inputRef]);

  const pick = (suggestion: Suggestion) => {
    const input = inputRef.current;
    setOpen(false);
    setActive(-1);
    if (!input) return;
    searchWith(input, suggestion);
    onText(input.value);
  };

  useLayoutEffect(() => {
    keys.current = (event) => {
      const count = suggestions.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setOpen(true);
        if (!shown) setActive(down ? 0 : count - 1);
        else setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
      } else if (event.key === 'Enter' && shown && active >= 0) {
        const suggestion = suggestions[active];
        if (!suggestion) return;
        event.preventDefault();
        pick(suggestion);
      } else if (event.key === 'Escape' && shown) {
        // Closes the list and keeps the text (a search field's own Escape would clear it).
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    return () => {
      keys.current = null;
    };
  });

  return (
    <>
      <div id={listboxId} role="listbox" aria-label="Suggestions" className={styles.listbox} hidden={!shown}>
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the box, which points at the active option (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the box answers the keys (arrows, Enter, Escape) for its options.
          <div
            key={`${suggestion.kind} ${suggestion.label}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // The box keeps focus (and the phone its keyboard) while a suggestion is pressed.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            <span className={styles.label}>{suggestion.label}</span>{' '}
            <span className={styles.meta}>
              {SUGGESTION_KIND_LABELS[suggestion.kind]} · {jobsText(suggestion.jobs)}
            </span>
          </div>
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {shown ? `${suggestions.length} suggestions. Use the up and down arrows to choose one.` : ''}
      </p>
    </>
  );
}

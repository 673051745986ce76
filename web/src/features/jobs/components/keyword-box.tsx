import { type KeyboardEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { InputField } from '@/components/ui/field';
import { lazyWithQueries } from '@/lib/query/lazy-with-queries';
import styles from './keyword-box.module.css';

/** What the suggestions (loaded later) show on the box: whether the list is open and which option is active. */
export interface ComboboxView {
  expanded: boolean;
  activeId: string | undefined;
}

/** The keys the suggestions answer; registered once they have loaded. */
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

const CLOSED: ComboboxView = { expanded: false, activeId: undefined };

// The typeahead's code and the query cache load at the first focus or keystroke, never with the page.
const KeywordSuggestions = lazyWithQueries(() =>
  import('./keyword-suggestions').then((module) => module.KeywordSuggestions),
);

/**
 * The /jobs keyword box: an ARIA 1.2 combobox over a listbox of suggestions (issue 36). Drawn (and
 * prerendered) as a plain search input with its empty, hidden listbox; the suggestions' code arrives on
 * first use and fills the same listbox, so the prerendered page and the hydrated one are the same.
 */
export function KeywordBox({ defaultValue, className }: { defaultValue: string; className?: string }) {
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const keys = useRef<KeyHandler | null>(null);
  const [wanted, setWanted] = useState(false);
  const [text, setText] = useState(defaultValue);
  const [view, setView] = useState<ComboboxView>(CLOSED);
  const want = () => setWanted(true);

  // Typed into the prerendered box before the app took the page over: no event told React, so read it now.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || (document.activeElement !== input && input.value === input.defaultValue)) return;
    setWanted(true);
    setText(input.value);
  }, []);

  const emptyList = (
    <div id={listboxId} role="listbox" aria-label="Suggestions" className={styles.listbox} hidden />
  );
  return (
    <div className={[styles.box, className].filter(Boolean).join(' ')}>
      <InputField
        ref={inputRef}
        label="Search jobs"
        name="search"
        type="search"
        defaultValue={defaultValue}
        placeholder="Job title, company, skill or city"
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listboxId}
        aria-expanded={view.expanded}
        aria-activedescendant={view.activeId}
        onFocus={want}
        onPointerDown={want}
        onInput={(event) => {
          want();
          setText(event.currentTarget.value);
        }}
        onKeyDown={(event) => keys.current?.(event)}
      />
      {wanted ? (
        <Suspense fallback={emptyList}>
          <KeywordSuggestions
            text={text}
            inputRef={inputRef}
            listboxId={listboxId}
            onView={setView}
            onText={setText}
            keys={keys}
          />
        </Suspense>
      ) : (
        emptyList
      )}
    </div>
  );
}

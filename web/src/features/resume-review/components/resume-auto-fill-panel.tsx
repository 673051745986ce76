import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AutoFillState } from '../hooks/use-resume-auto-fill';
import { RESUME_REVIEW_MESSAGES } from '../lib/messages';
import { summaryText } from '../lib/review';
import styles from './resume-review.module.css';
import { ReviewDialog } from './review-dialog';

interface PanelProps {
  state: AutoFillState;
  onAccept: (file: File) => void;
  /** 'No, I'll fill it manually' and 'Fill manually': the parse is dropped, nothing is sent. */
  onDiscard: () => void;
  onConfirm: () => void;
  isPopulating: boolean;
  populateError: string | null;
}

/** Steps the person's own click led to: the button they used is gone, so the new box takes the focus. */
const FOCUS_ON: ReadonlySet<AutoFillState['step']> = new Set([
  'parsing',
  'unreadable',
  'failed',
  'filled',
  'discarded',
]);

/**
 * Under the resume upload widget: the question after an upload, the parse's busy state, what came of it,
 * and the review dialog. The live wrapper is always there, so each change of step is announced; the dialog
 * stays outside it, being announced as a dialog when it opens. Failures are shown in place (role alert)
 * rather than in a browser alert box, next to the upload they concern.
 */
export function ResumeAutoFillPanel({
  state,
  onAccept,
  onDiscard,
  onConfirm,
  isPopulating,
  populateError,
}: PanelProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const boxRef = useRef<HTMLDivElement>(null);
  // Only a change of step moves the focus: coming back to a page (the wizard's step 2) must not.
  const shownStep = useRef(state.step);

  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    const box = boxRef.current;
    if (!box) return;
    if (FOCUS_ON.has(state.step)) box.focus();
    // The question is not the person's doing and must not take the focus, but it may land below the fold
    // (the profile's Resume card).
    else if (state.step === 'offer') box.scrollIntoView?.({ block: 'nearest' });
  }, [state.step]);

  const box = (className?: string) => ({
    ref: boxRef,
    tabIndex: -1,
    className: [styles.box, className].filter(Boolean).join(' '),
  });

  return (
    <>
      <div className={styles.live} aria-live="polite">
        {state.step === 'offer' ? (
          <section {...box()} aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.boxTitle}>
              Fill your profile from your resume?
            </h2>
            <p className={styles.boxText}>
              We can read {state.file.name} and fill in your experience, education and skills. You check
              everything before it is added.
            </p>
            <div className={styles.actions}>
              <Button onClick={() => onAccept(state.file)}>Auto-fill my profile</Button>
              <Button variant="outline" onClick={onDiscard}>
                No, I'll fill it manually
              </Button>
            </div>
          </section>
        ) : null}

        {state.step === 'parsing' ? (
          <section {...box()} aria-labelledby={titleId} aria-busy="true">
            <h2 id={titleId} className={styles.boxTitle}>
              Reading your resume
            </h2>
            <div className={styles.busy}>
              <Spinner size="sm" label={null} />
              <p className={styles.boxText}>Reading {state.file.name}…</p>
            </div>
            <div className={styles.indeterminate} role="progressbar" aria-labelledby={titleId}>
              <div className={styles.indeterminateBar} />
            </div>
          </section>
        ) : null}

        {state.step === 'review' ? (
          <section {...box()} aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.boxTitle}>
              Review your resume details
            </h2>
            <p className={styles.boxText}>Check what we found before it is added to your profile.</p>
          </section>
        ) : null}

        {state.step === 'unreadable' ? (
          <div {...box(styles.warning)}>
            <p className={styles.boxText} role="alert">
              {RESUME_REVIEW_MESSAGES.unreadable}
            </p>
          </div>
        ) : null}

        {state.step === 'failed' ? (
          <div {...box(styles.danger)}>
            <p className={styles.boxText} role="alert">
              {state.message}
            </p>
            <div className={styles.actions}>
              <Button size="sm" variant="outline" onClick={() => onAccept(state.file)}>
                Try again
              </Button>
            </div>
          </div>
        ) : null}

        {state.step === 'filled' ? (
          <div {...box(styles.success)} role="status" aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.boxTitle}>
              Profile updated from your resume
            </h2>
            <p className={styles.boxText}>{summaryText(state.summary)}</p>
          </div>
        ) : null}

        {state.step === 'discarded' ? (
          <div {...box(styles.quiet)} role="status">
            <p className={styles.boxText}>
              Nothing was added to your profile. Your resume stays uploaded, and you can fill in your profile
              yourself at any time.
            </p>
          </div>
        ) : null}
      </div>
      {state.step === 'review' ? (
        <ReviewDialog
          fileName={state.file.name}
          outcome={state.outcome}
          onConfirm={onConfirm}
          onFillManually={onDiscard}
          isPopulating={isPopulating}
          error={populateError}
        />
      ) : null}
    </>
  );
}

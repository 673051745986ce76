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
  onDismiss: () => void;
  onConfirm: () => void;
  isPopulating: boolean;
  populateError: string | null;
}

/**
 * Under the resume upload widget: the question after an upload, the parse's busy state, what came of it,
 * and the review dialog. The live wrapper is always there, so each change of step is announced; the dialog
 * stays outside it, being announced as a dialog when it opens.
 */
export function ResumeAutoFillPanel({
  state,
  onAccept,
  onDismiss,
  onConfirm,
  isPopulating,
  populateError,
}: PanelProps) {
  const id = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const offerRef = useRef<HTMLElement>(null);
  const titleId = `${id}-title`;

  // The dialog's trigger is gone once the profile is filled: the result takes the focus instead.
  useEffect(() => {
    if (state.step === 'filled') resultRef.current?.focus();
  }, [state.step]);

  // The question may land below the fold (the profile's Resume card): bring it into view, focus stays put.
  useEffect(() => {
    if (state.step === 'offer') offerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state.step]);

  return (
    <>
      <div className={styles.live} aria-live="polite">
        {state.step === 'offer' ? (
          <section ref={offerRef} className={styles.box} aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.boxTitle}>
              Fill your profile from your resume?
            </h2>
            <p className={styles.boxText}>
              We can read {state.file.name} and fill in your experience, education and skills. You check
              everything before it is added.
            </p>
            <div className={styles.actions}>
              <Button onClick={() => onAccept(state.file)}>Auto-fill my profile</Button>
              <Button variant="outline" onClick={onDismiss}>
                No, I'll fill it manually
              </Button>
            </div>
          </section>
        ) : null}

        {state.step === 'parsing' ? (
          <section className={styles.box} aria-labelledby={titleId} aria-busy="true">
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
          <section className={styles.box} aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.boxTitle}>
              Review your resume details
            </h2>
            <p className={styles.boxText}>Check what we found before it is added to your profile.</p>
          </section>
        ) : null}

        {state.step === 'unreadable' ? (
          <div className={`${styles.box} ${styles.warning}`}>
            <p className={styles.boxText} role="alert">
              {RESUME_REVIEW_MESSAGES.unreadable}
            </p>
            <div className={styles.actions}>
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                Dismiss
              </Button>
            </div>
          </div>
        ) : null}

        {state.step === 'failed' ? (
          <div className={`${styles.box} ${styles.danger}`}>
            <p className={styles.boxText} role="alert">
              {state.message}
            </p>
            <div className={styles.actions}>
              <Button size="sm" variant="outline" onClick={() => onAccept(state.file)}>
                Try again
              </Button>
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                Dismiss
              </Button>
            </div>
          </div>
        ) : null}

        {state.step === 'filled' ? (
          <div
            ref={resultRef}
            tabIndex={-1}
            className={`${styles.box} ${styles.success}`}
            role="status"
            aria-labelledby={titleId}
          >
            <h2 id={titleId} className={styles.boxTitle}>
              Profile updated from your resume
            </h2>
            <p className={styles.boxText}>{summaryText(state.summary)}</p>
          </div>
        ) : null}
      </div>
      {state.step === 'review' ? (
        <ReviewDialog
          fileName={state.file.name}
          outcome={state.outcome}
          onConfirm={onConfirm}
          onFillManually={onDismiss}
          isPopulating={isPopulating}
          error={populateError}
        />
      ) : null}
    </>
  );
}

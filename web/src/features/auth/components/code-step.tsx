import { maskEmail } from '@shared/auth/messages';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { CodeEntry, formatCountdown } from '@/components/ui/code-entry';
import { attemptsRemainingMessage } from '../lib/code-errors';
import type { CodeChallenge } from '../lib/use-code-challenge';
import { ErrorAlert, NoticeAlert } from './alerts';
import styles from './auth.module.css';

export interface CodeStepProps {
  email: string;
  challenge: CodeChallenge;
  /** The verify button's text. */
  submitLabel?: string;
  /** Below the resend line: the way back to the email step; `lead` is text before the button. */
  changeEmail: { label: string; lead?: string; onClick: () => void };
}

/** The code step's body: where the code went, the six boxes, messages, Verify and the resend line. */
export function CodeStep({ email, challenge, submitLabel = 'Verify', changeEmail }: CodeStepProps) {
  const errorId = useId();
  const { error, attemptsRemaining, notice, locked, verifying, resending, secondsLeft, canResend } =
    challenge;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void challenge.submit();
      }}
    >
      <p className={styles.codeIntro}>
        We sent a 6-digit code to <strong>{maskEmail(email)}</strong>. It is valid for 10 minutes.
      </p>
      <CodeEntry
        key={challenge.round}
        digits={challenge.digits}
        onChange={challenge.setDigits}
        onComplete={(code) => void challenge.submit(code)}
        disabled={locked || verifying}
        invalid={Boolean(error)}
        errorId={error ? errorId : undefined}
        autoFocus
      />
      <div id={errorId}>
        {error ? (
          <ErrorAlert
            detail={
              attemptsRemaining !== null && !locked ? attemptsRemainingMessage(attemptsRemaining) : undefined
            }
          >
            {error}
          </ErrorAlert>
        ) : null}
      </div>
      {notice ? <NoticeAlert tone="success">{notice}</NoticeAlert> : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isLoading={verifying}
        loadingText="Verifying..."
        disabled={locked}
      >
        {submitLabel}
      </Button>
      <p className={styles.resend}>
        {canResend ? (
          <>
            Didn&apos;t get the code?{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => void challenge.resend()}
              disabled={resending}
            >
              {resending ? 'Sending...' : 'Resend code'}
            </button>
          </>
        ) : (
          <>
            You can request a new code in{' '}
            <span className={styles.countdown} role="timer">
              {formatCountdown(secondsLeft)}
            </span>
          </>
        )}
      </p>
      <p className={styles.resend}>
        {changeEmail.lead}
        <button type="button" className={styles.linkButton} onClick={changeEmail.onClick}>
          {changeEmail.label}
        </button>
      </p>
    </form>
  );
}

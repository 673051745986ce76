import { readCodeFailure } from '../lib/code-errors';
import { ErrorAlert } from './alerts';
import { EmailStepForm } from './email-step-form';

type OnSent<V> = (email: string, resendAfterSeconds: number, request: V) => void;

/**
 * What a code flow's send request does when it ends: on to the code step. A cooldown answer goes on too:
 * a code went out moments ago, it is still good, so the person can enter it.
 */
export function continueToCode<V extends { email: string }>(onSent: OnSent<V>) {
  return {
    onSuccess: (sent: { resendAfterSeconds: number }, request: V) =>
      onSent(request.email, sent.resendAfterSeconds, request),
    onError: (error: unknown, request: V) => {
      const reason = readCodeFailure(error, '');
      if (reason.kind === 'cooldown') onSent(request.email, reason.retryAfterSeconds, request);
    },
  };
}

interface SendFailureAlertProps {
  /** The send request's state (useAsyncAction, with `continueToCode(...)` as its callbacks). */
  send: { isPending: boolean; isError: boolean; error: unknown };
  /** Shown when the server gives no message of its own. */
  failureMessage: string;
}

/** Why a code was not sent; a cooldown is no failure here (see continueToCode), so it shows none. */
export function SendFailureAlert({ send, failureMessage }: SendFailureAlertProps) {
  const reason = send.isError ? readCodeFailure(send.error, failureMessage) : null;
  return reason?.kind === 'other' ? <ErrorAlert>{reason.message}</ErrorAlert> : null;
}

interface SendCodeFormProps extends SendFailureAlertProps {
  submitLabel: string;
  onSubmit: (email: string) => void;
}

/** The email step of a code flow. */
export function SendCodeForm({ send, failureMessage, submitLabel, onSubmit }: SendCodeFormProps) {
  return (
    <EmailStepForm
      submitLabel={submitLabel}
      isPending={send.isPending}
      error={<SendFailureAlert send={send} failureMessage={failureMessage} />}
      onSubmit={onSubmit}
    />
  );
}

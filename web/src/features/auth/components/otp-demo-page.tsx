import { AUTH_MESSAGES, emailSchema, maskEmail } from '@shared/auth/schemas';
import { CODES } from '@shared/constants';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CodeEntry, emptyDigits, isComplete, joinDigits } from '@/components/ui/code-entry';
import { isAppError } from '@/lib/app-error';
import { useAsyncAction } from '@/lib/use-async-action';
import { generateOtp } from '../api/generate-otp';
import { verifyOtp } from '../api/verify-otp';
import { ErrorAlert, NoticeAlert } from './alerts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

const DEMO = {
  sendFailed: 'Failed to send OTP',
  wrongCode: 'Invalid OTP. Please try again.',
  network: 'Network error. Please try again.',
} as const;

function demoFailure(error: unknown, otherwise: string): string {
  return isAppError(error) && error.status === 0 ? DEMO.network : otherwise;
}

/** /otp-demo (candidate-side.md section 2): the email code round trip on its own, purpose REGISTRATION. */
export function OtpDemoPage() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [digits, setDigits] = useState(() => emptyDigits(CODES.length));
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);

  const send = useAsyncAction(generateOtp, {
    onSuccess: (_sent, request) => {
      setSentTo(request.email);
      setDigits(emptyDigits(CODES.length));
      setCodeError(null);
      setVerified(false);
    },
  });
  const verify = useAsyncAction(verifyOtp, {
    onSuccess: () => setVerified(true),
    onError: (error) => {
      setCodeError(demoFailure(error, DEMO.wrongCode));
      setDigits(emptyDigits(CODES.length));
    },
  });

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError(AUTH_MESSAGES.demoEmailRequired);
      return;
    }
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(AUTH_MESSAGES.emailInvalid);
      return;
    }
    setEmailError(null);
    void send.run({ email: parsed.data, purpose: 'REGISTRATION' });
  };

  const submitCode = (code: string) => {
    if (!sentTo || verify.isPending) return;
    if (!isComplete(code.split(''))) {
      setCodeError(AUTH_MESSAGES.demoCodeInvalid);
      return;
    }
    setCodeError(null);
    void verify.run({ email: sentTo, otp: code, purpose: 'REGISTRATION' });
  };

  return (
    <AuthCard
      title="OTP Demo"
      subtitle="Try the email verification code: send a code to any address, then enter it here."
    >
      <div className={styles.form}>
        <form className={styles.form} noValidate onSubmit={onSend}>
          <EmailField
            isRequired={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError ?? undefined}
          />
          {send.isError ? <ErrorAlert>{demoFailure(send.error, DEMO.sendFailed)}</ErrorAlert> : null}
          <Button type="submit" variant={sentTo ? 'outline' : 'primary'} fullWidth isLoading={send.isPending}>
            {sentTo ? 'Send a new OTP' : 'Send OTP'}
          </Button>
        </form>

        {sentTo ? (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submitCode(joinDigits(digits));
            }}
          >
            <NoticeAlert>
              OTP sent to {maskEmail(sentTo)}. It is valid for {CODES.expiryMinutes} minutes.
            </NoticeAlert>
            <CodeEntry
              label="OTP"
              digits={digits}
              onChange={setDigits}
              onComplete={submitCode}
              disabled={verified || verify.isPending}
              invalid={Boolean(codeError)}
            />
            {codeError ? <ErrorAlert>{codeError}</ErrorAlert> : null}
            {verified ? <NoticeAlert tone="success">OTP verified successfully!</NoticeAlert> : null}
            <Button type="submit" fullWidth isLoading={verify.isPending} disabled={verified}>
              Verify OTP
            </Button>
          </form>
        ) : null}
      </div>
    </AuthCard>
  );
}

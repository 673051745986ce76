import { emailSchema, type OtpPurpose } from '@shared/auth/schemas';
import { CODES } from '@shared/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { renewSession, useUser } from '@/lib/auth';
import { useNavigate } from '@/lib/router';
import { useAsyncAction } from '@/lib/use-async-action';
import { generateOtp } from '../api/generate-otp';
import { verifyOtp } from '../api/verify-otp';
import { useCodeStepEmail } from '../lib/code-step-state';
import { useCodeChallenge } from '../lib/use-code-challenge';
import { useScrollTopOnChange } from '../lib/use-scroll-top-on-change';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { EmailChangeForm } from './email-change-form';
import { CheckIcon, MailIcon } from './icons';
import { continueToCode, SendCodeForm, SendFailureAlert } from './send-code-form';

// Loaded once a signed-in person's address is verified: the query cache stays out of this page's first load.
const RefetchSignedInUser = lazy(() => import('./refetch-signed-in-user'));

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string; resendAfterSeconds: number; currentPassword?: string }
  | { name: 'verified' };

/**
 * /verify-email (candidate-side.md section 2): an email step, then the code. Signed in, the code is an
 * EMAIL_CHANGE code (verifying it makes that address the account's email; a new address needs the current
 * password, and the change renews this session while ending every other); otherwise a REGISTRATION code.
 * The page is open to both: a guest-only page could not serve the signed-in reading the spec describes.
 */
export function VerifyEmailPage() {
  const user = useUser();
  const purpose: OtpPurpose = user ? 'EMAIL_CHANGE' : 'REGISTRATION';
  const handedEmail = useCodeStepEmail();
  const [step, setStep] = useState<Step>(() => {
    const parsed = emailSchema.safeParse(handedEmail ?? '');
    // An address in the link skips to the code; no code has been sent from here yet, so resend is offered now.
    return parsed.success ? { name: 'code', email: parsed.data, resendAfterSeconds: 0 } : { name: 'email' };
  });
  const navigate = useNavigate();
  useScrollTopOnChange(step.name);

  useEffect(() => {
    if (step.name !== 'verified') return;
    const timer = setTimeout(
      () => navigate(paths.dashboard.getHref(), { replace: true }),
      CODES.redirectDelayMs,
    );
    return () => clearTimeout(timer);
  }, [step, navigate]);

  if (step.name === 'verified') {
    return (
      <>
        {/* The account's email may have changed: the header and stored user follow GET /users/me. */}
        {user ? (
          <Suspense fallback={null}>
            <RefetchSignedInUser />
          </Suspense>
        ) : null}
        <Verified />
      </>
    );
  }

  if (step.name === 'code') {
    return (
      <AuthCard title="Enter your verification code" icon={<MailIcon />}>
        <VerifyCodeStep
          email={step.email}
          purpose={purpose}
          currentPassword={step.currentPassword}
          resendAfterSeconds={step.resendAfterSeconds}
          onVerified={() => setStep({ name: 'verified' })}
          onChangeEmail={() => setStep({ name: 'email' })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Verify your email address"
      subtitle="We will send a 6-digit code to the address to confirm it is yours."
    >
      {user ? (
        <SendEmailChangeCode
          currentEmail={user.email}
          onSent={(email, resendAfterSeconds, currentPassword) =>
            setStep({ name: 'code', email, resendAfterSeconds, currentPassword })
          }
        />
      ) : (
        <SendRegistrationCode
          onSent={(email, resendAfterSeconds) => setStep({ name: 'code', email, resendAfterSeconds })}
        />
      )}
    </AuthCard>
  );
}

const SEND_FAILED = 'Failed to generate OTP';

function SendRegistrationCode({ onSent }: { onSent: (email: string, resendAfterSeconds: number) => void }) {
  const send = useAsyncAction(generateOtp, continueToCode(onSent));
  return (
    <SendCodeForm
      send={send}
      failureMessage={SEND_FAILED}
      submitLabel="Send verification code"
      onSubmit={(email) => void send.run({ email, purpose: 'REGISTRATION' })}
    />
  );
}

function SendEmailChangeCode({
  currentEmail,
  onSent,
}: {
  currentEmail: string;
  onSent: (email: string, resendAfterSeconds: number, currentPassword?: string) => void;
}) {
  const send = useAsyncAction(
    generateOtp,
    continueToCode((email, resendAfterSeconds, request) =>
      onSent(email, resendAfterSeconds, request.currentPassword),
    ),
  );
  return (
    <EmailChangeForm
      currentEmail={currentEmail}
      isPending={send.isPending}
      error={<SendFailureAlert send={send} failureMessage={SEND_FAILED} />}
      onSubmit={(email, currentPassword) =>
        void send.run({ email, purpose: 'EMAIL_CHANGE', currentPassword })
      }
    />
  );
}

interface VerifyCodeStepProps {
  email: string;
  purpose: OtpPurpose;
  currentPassword?: string;
  resendAfterSeconds: number;
  onVerified: () => void;
  onChangeEmail: () => void;
}

function VerifyCodeStep({
  email,
  purpose,
  currentPassword,
  resendAfterSeconds,
  onVerified,
  onChangeEmail,
}: VerifyCodeStepProps) {
  const challenge = useCodeChallenge({
    resend: () => generateOtp({ email, purpose, currentPassword }),
    verify: async (otp) => {
      const verified = await verifyOtp({ email, otp, purpose, currentPassword });
      // A new address ended every session but this one, which the server renewed.
      if (verified.session) renewSession(verified.session);
      onVerified();
    },
    resendAfterSeconds,
    nextResendAfter: (sent) => sent.resendAfterSeconds,
    messages: { verifyFailed: 'Failed to verify OTP', resendFailed: 'Failed to resend OTP' },
  });
  return (
    <CodeStep
      email={email}
      challenge={challenge}
      submitLabel="Verify email"
      changeEmail={{ label: 'Change email address', onClick: onChangeEmail }}
    />
  );
}

function Verified() {
  return (
    <AuthCard
      icon={<CheckIcon />}
      tone="success"
      focusTitle
      title="Email verified successfully!"
      subtitle="Taking you to your dashboard..."
    />
  );
}

import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequestKind,
} from '@shared/privacy/requests';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { lazyRules, schemaValidator, useForm } from '@/lib/form';
import { useFileGuestPrivacyRequest } from '../api/guest-privacy-request';
import { useFilePrivacyRequest } from '../api/my-privacy-requests';
import styles from './privacy-requests.module.css';

interface Values {
  kind: PrivacyRequestKind | '';
  details: string;
  name: string;
  email: string;
}

const EMPTY: Values = { kind: '', details: '', name: '', email: '' };

const signedInRules = lazyRules(async () => {
  const { privacyRequestSchema } = await import('@shared/privacy/schemas');
  return schemaValidator<Values, { kind: PrivacyRequestKind; details: string }>(privacyRequestSchema);
});
const guestRules = lazyRules(async () => {
  const { guestPrivacyRequestSchema } = await import('@shared/privacy/schemas');
  return schemaValidator<Values, { kind: PrivacyRequestKind; details: string; name: string; email: string }>(
    guestPrivacyRequestSchema,
  );
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

/**
 * The "Privacy request" form (ADR 0038). Signed in, the account says who asks and the request is filed at
 * once; signed out, the person gives a name and address, and the request is filed only once that address
 * confirms it from the mailed link.
 */
export function PrivacyRequestForm({ signedIn }: { signedIn: boolean }) {
  const file = useFilePrivacyRequest();
  const fileGuest = useFileGuestPrivacyRequest();
  const rules = signedIn ? signedInRules : guestRules;
  const form = useForm({
    initialValues: EMPTY,
    validate: rules.validate,
    loadRules: rules.load,
    onSubmit: (values) =>
      signedIn
        ? file.mutateAsync({ kind: values.kind, details: values.details }).catch(() => undefined)
        : fileGuest
            .mutateAsync(values as Required<typeof values> & { name: string; email: string })
            .catch(() => undefined),
  });
  const doneRef = useRef<HTMLDivElement>(null);
  const done = signedIn ? file.isSuccess : fileGuest.isSuccess;
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const failure = signedIn ? file.error : fileGuest.error;

  if (done) {
    const again = () => {
      form.reset();
      file.reset();
      fileGuest.reset();
    };
    return (
      <div ref={doneRef} tabIndex={-1} className={styles.success} role="status">
        {signedIn && file.data ? (
          <p>
            Your request is filed as <strong className={styles.reference}>{file.data.reference}</strong>. We
            have mailed you an acknowledgement, and you can follow it below.
          </p>
        ) : (
          <p>{fileGuest.data?.message}</p>
        )}
        <Button variant="secondary" onClick={again}>
          File another request
        </Button>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="privacy-request-title"
      onSubmit={form.handleSubmit}
    >
      <h2 id="privacy-request-title">File a privacy request</h2>
      {signedIn ? null : (
        <div className={styles.row}>
          <InputField
            label="Your name"
            autoComplete="name"
            isRequired
            error={form.errors.name}
            {...form.field('name')}
          />
          <InputField
            label="Your email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            isRequired
            hint="The address your Jobmatch account uses, if you have one. We mail it a link to confirm the request."
            error={form.errors.email}
            {...form.field('email')}
          />
        </div>
      )}
      <SelectField
        label="What are you asking for?"
        placeholder="Select..."
        isRequired
        error={form.errors.kind}
        {...form.field('kind')}
      >
        {PRIVACY_REQUEST_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {PRIVACY_REQUEST_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Details of your request"
        rows={6}
        isRequired
        hint="At least 20 characters. For a nomination, give the person's name and how to reach them."
        error={form.errors.details}
        {...form.field('details')}
      />
      {failure ? <ErrorAlert>{errorText(failure)}</ErrorAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" isLoading={form.isSubmitting} loadingText="Sending...">
          Send request
        </Button>
      </div>
    </form>
  );
}

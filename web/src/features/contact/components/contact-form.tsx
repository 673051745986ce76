import { SUPPORT } from '@shared/constants';
import type { ContactMessageInput } from '@shared/contact/schema';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { isAppError } from '@/lib/app-error';
import { lazyRules, schemaValidator, useForm } from '@/lib/form';
import { useAsyncAction } from '@/lib/use-async-action';
import { submitContact } from '../api/submit-contact';
import styles from './contact.module.css';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ContactMessageInput)[];
// The shared schema (and zod with it) loads once the person starts on the form, and the API client with
// it: the submit that waits for the rules sends the message next (see submitContact()).
const messageRules = lazyRules(async () => {
  const [{ contactMessageSchema }] = await Promise.all([
    import('@shared/contact/schema'),
    import('@/lib/api-client'),
  ]);
  return schemaValidator<ContactMessageInput, ContactMessageInput>(contactMessageSchema);
});

function isFieldName(name: string): name is keyof ContactMessageInput {
  return (FIELDS as string[]).includes(name);
}

export function ContactForm() {
  const submission = useAsyncAction(submitContact, {
    onError: (error) => {
      // A 400 from the server names the fields it rejected; show those under the fields as well.
      if (!isAppError(error) || typeof error.details !== 'object' || error.details === null) return;
      for (const [field, message] of Object.entries(error.details)) {
        if (isFieldName(field) && typeof message === 'string') form.setError(field, message);
      }
    },
  });
  const form = useForm({
    initialValues: EMPTY,
    validate: messageRules.validate,
    loadRules: messageRules.load,
    onSubmit: (message) => submission.run(message),
  });
  const { errors, focus: focusField } = form;

  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusNameAfterReset = useRef(false);

  useEffect(() => {
    if (submission.isSuccess) {
      successHeadingRef.current?.focus();
    } else if (focusNameAfterReset.current) {
      focusNameAfterReset.current = false;
      focusField('name');
    }
  }, [submission.isSuccess, focusField]);

  const startOver = () => {
    focusNameAfterReset.current = true;
    form.reset();
    submission.reset();
  };

  if (submission.isSuccess) {
    return (
      <div className={styles.success}>
        <div className={styles.successIcon} aria-hidden="true">
          ✓
        </div>
        <h2 ref={successHeadingRef} tabIndex={-1} className={styles.successTitle}>
          Thank you for contacting us!
        </h2>
        <p>
          We have received your message and sent a confirmation to <strong>{submission.input?.email}</strong>.
          Our team will reply within {SUPPORT.replyWithinHours} hours.
        </p>
        <Button variant="secondary" onClick={startOver}>
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={form.handleSubmit}
    >
      <h2 id="contact-form-title" className={styles.formTitle}>
        Send us a message
      </h2>
      <div className={styles.row}>
        <InputField label="Name" autoComplete="name" isRequired error={errors.name} {...form.field('name')} />
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          error={errors.email}
          {...form.field('email')}
        />
      </div>
      <InputField label="Subject" isRequired error={errors.subject} {...form.field('subject')} />
      <TextareaField
        label="Message"
        rows={6}
        isRequired
        hint="At least 20 characters. Include any job or account details that help us answer quickly."
        error={errors.message}
        {...form.field('message')}
      />
      {submission.isError ? (
        <div className={styles.errorBox} role="alert">
          <p className={styles.errorTitle}>Error sending message</p>
          <p className={styles.errorText}>{messageOf(submission.error)}</p>
        </div>
      ) : null}
      <div className={styles.formFooter}>
        <Button type="submit" size="lg" isLoading={submission.isPending} loadingText="Sending...">
          Send Message
        </Button>
        <p className={styles.requiredNote}>
          <span aria-hidden="true">*</span> All fields are required.
        </p>
      </div>
    </form>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

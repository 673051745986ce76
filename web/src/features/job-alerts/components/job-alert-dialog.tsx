import { emailSchema } from '@shared/auth/schemas';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_MESSAGES,
  type JobAlertFrequency,
} from '@shared/job-alerts/rules';
import { type AlertSearch, alertName } from '@shared/job-alerts/search';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { Link } from '@/lib/router';
import { useSaveJobAlert, useSubscribeGuest } from '../api/job-alerts';
import styles from './job-alerts.module.css';

const failureText = (error: unknown) =>
  isAppError(error) && error.status < 500 ? error.message : JOB_ALERT_MESSAGES.saveFailed;

function FrequencyChoice({
  value,
  onChange,
}: {
  value: JobAlertFrequency;
  onChange: (value: JobAlertFrequency) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.frequencies}>
      <legend>How often</legend>
      {JOB_ALERT_FREQUENCIES.map((frequency) => (
        <label key={frequency} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={frequency}
            checked={value === frequency}
            onChange={() => onChange(frequency)}
          />
          {JOB_ALERT_FREQUENCY_LABELS[frequency]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * "Get these jobs by email" (issue 32): saves the search /jobs shows as a job alert. A candidate's is
 * saved at once; a visitor gives an address and confirms it from the mail (double opt-in).
 */
export default function JobAlertDialog({
  search,
  guest,
  onClose,
}: {
  search: AlertSearch;
  guest: boolean;
  onClose: () => void;
}) {
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const save = useSaveJobAlert();
  const subscribe = useSubscribeGuest();
  const toast = useToast();
  const formId = useId();
  const pending = save.isPending || subscribe.isPending;
  const failed = save.error ?? subscribe.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!guest) {
      save.mutate(
        { search, frequency },
        {
          onSuccess: () => {
            toast.show({ title: JOB_ALERT_MESSAGES.created });
            onClose();
          },
        },
      );
      return;
    }
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      setEmailError(checked.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    subscribe.mutate({ search, frequency, email: checked.data });
  };

  if (subscribe.isSuccess) {
    return (
      <Modal
        isOpen
        size="sm"
        title="Check your inbox"
        onClose={onClose}
        footer={<Button onClick={onClose}>Done</Button>}
      >
        <p role="status">{subscribe.data.message}</p>
      </Modal>
    );
  }

  return (
    <Modal
      isOpen
      size="sm"
      title="Get these jobs by email"
      description="We email you new jobs that match this search, from verified employers."
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={pending} loadingText="Saving...">
            {guest ? 'Email me these jobs' : 'Save job alert'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.searchName}>{alertName(search)}</p>
        <FrequencyChoice value={frequency} onChange={setFrequency} />
        {guest ? (
          <InputField
            label="Email address"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
            hint="We send a link to confirm it is yours. Nothing else is sent until you confirm."
            isRequired
          />
        ) : (
          <p className={styles.muted}>
            Change or stop it any time on your{' '}
            <Link to={paths.candidate.jobAlerts.getHref()}>job alerts</Link> page.
          </p>
        )}
        {failed ? <ErrorAlert>{failureText(failed)}</ErrorAlert> : null}
      </form>
    </Modal>
  );
}

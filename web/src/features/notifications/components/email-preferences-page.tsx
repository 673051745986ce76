import { ACCOUNT_MAILS } from '@shared/auth/account-mails';
import type { User } from '@shared/auth/user';
import {
  kindsFor,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS,
  type NotificationChoice,
  type NotificationKind,
  type NotificationPreferences,
} from '@shared/notifications/kinds';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { isAppError } from '@/lib/app-error';
import { usePreferences, useSavePreference } from '../api/preferences';
import styles from './notifications.module.css';

/** One kind of optional mail: its label, what it is, and its choices; a change saves at once. */
function KindChoices({
  kind,
  choice,
  onChoose,
  disabled,
}: {
  kind: NotificationKind;
  choice: NotificationChoice;
  onChoose: (choice: NotificationChoice) => void;
  disabled: boolean;
}) {
  const info = NOTIFICATIONS[kind];
  const descriptionId = `notification-${kind}-description`;
  return (
    <div className={styles.kindRow}>
      <fieldset className={styles.kind} aria-describedby={descriptionId}>
        <legend>{info.label}</legend>
        <p id={descriptionId} className={styles.muted}>
          {info.description}
        </p>
        <div className={styles.choices}>
          {info.choices.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input
                type="radio"
                name={`notification-${kind}`}
                value={option.value}
                checked={choice === option.value}
                disabled={disabled}
                onChange={() => onChoose(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * /account/emails: the one page where a person chooses their optional mails (issue 32, ADR 0034), each
 * with its switch, above the mails every account gets. Every optional mail's footer links here.
 */
export function EmailPreferencesPage({ user }: { user: User }) {
  const preferences = usePreferences();
  const save = useSavePreference();
  const toast = useToast();
  const kinds = kindsFor(user.role);

  // The choice shows at once, as the radio is pressed; the saved answer (or, on failure, the stored one)
  // takes over when the save settles.
  const [picked, setPicked] = useState<NotificationPreferences>({});
  const choose = (kind: NotificationKind, choice: NotificationChoice) => {
    setPicked((current) => ({ ...current, [kind]: choice }));
    save.mutate(
      { [kind]: choice },
      {
        onSuccess: () => toast.show({ title: NOTIFICATION_MESSAGES.saved }),
        onSettled: () => setPicked(({ [kind]: _settled, ...rest }) => rest),
      },
    );
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Emails you get from us</h1>
      {kinds.length > 0 ? (
        <Card as="section" aria-labelledby="optional-mails" className={styles.section}>
          <h2 id="optional-mails">Emails you choose</h2>
          {preferences.isPending ? <Spinner label="Loading your email choices" /> : null}
          {preferences.isError ? <ErrorAlert>{NOTIFICATION_MESSAGES.loadFailed}</ErrorAlert> : null}
          {save.isError ? (
            <ErrorAlert>
              {isAppError(save.error) && save.error.status < 500
                ? save.error.message
                : NOTIFICATION_MESSAGES.saveFailed}
            </ErrorAlert>
          ) : null}
          {preferences.data
            ? kinds.map((kind) => (
                <KindChoices
                  key={kind}
                  kind={kind}
                  choice={picked[kind] ?? preferences.data[kind] ?? NOTIFICATIONS[kind].default}
                  onChoose={(choice) => choose(kind, choice)}
                  disabled={save.isPending}
                />
              ))
            : null}
        </Card>
      ) : null}
      <Card as="section" aria-labelledby="account-mails" className={styles.section}>
        <h2 id="account-mails">Emails every account gets</h2>
        <p className={styles.muted}>
          These keep your account safe and tell you what you asked about, so they cannot be turned off.
        </p>
        <ul className={styles.mails}>
          {ACCOUNT_MAILS[user.role].map((mail) => (
            <li key={mail}>{mail}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

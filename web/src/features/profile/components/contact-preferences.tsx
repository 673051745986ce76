import { isPhone, REACH_MESSAGES } from '@shared/candidates/reach';
import type { Profile } from '@shared/profile/profile';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useUpdateContactPreferences } from '../api/update-contact-preferences';
import styles from './profile.module.css';

/**
 * "Open to being contacted by recruiters" (ADR 0033): off for new accounts; recruiters who find a public
 * profile then see the email and this phone and may download the resume, each opening shown below.
 */
export function ContactPreferences({ profile }: { profile: Profile }) {
  const toast = useToast();
  const switchId = useId();
  const explanationId = useId();
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [phoneError, setPhoneError] = useState<string>();
  const update = useUpdateContactPreferences({
    mutationConfig: {
      onSuccess: (saved) =>
        toast.show({
          variant: 'success',
          title: 'Profile Updated',
          description: saved.openToContact
            ? 'Recruiters can now contact you.'
            : 'Recruiters can no longer contact you outside your applications.',
        }),
      onError: (error) =>
        toast.show({ variant: 'error', title: 'Update Failed', description: error.message }),
    },
  });
  const pending = update.isPending && update.variables !== undefined;
  const open = pending ? update.variables.openToContact : profile.openToContact;

  const savePhone = (event: FormEvent) => {
    event.preventDefault();
    const value = phone.trim();
    if (value !== '' && !isPhone(value)) {
      setPhoneError(REACH_MESSAGES.phoneInvalid);
      return;
    }
    setPhoneError(undefined);
    update.mutate({ openToContact: profile.openToContact, phone: value });
  };

  return (
    <div className={styles.contactPreferences}>
      <div className={styles.switchRow}>
        <label htmlFor={switchId} className={styles.switchLabel}>
          {REACH_MESSAGES.contactSwitch}
        </label>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={open}
          aria-checked={open}
          disabled={update.isPending || (!profile.isPublic && !profile.openToContact)}
          aria-describedby={explanationId}
          onChange={(event) => update.mutate({ openToContact: event.target.checked })}
        />
      </div>
      <p id={explanationId} className={styles.switchText}>
        {!profile.isPublic && !open
          ? REACH_MESSAGES.contactNeedsPublic
          : open
            ? REACH_MESSAGES.contactOn
            : REACH_MESSAGES.contactOff}
      </p>
      <p className={styles.switchText}>
        Job matching and contact are separate: matching picks jobs for you and shows you among the matching
        candidates of those jobs; being open to contact lets recruiters who find you reach you directly.
      </p>
      {open ? (
        <form className={styles.phoneForm} onSubmit={savePhone}>
          <InputField
            label="Phone shown to recruiters"
            type="tel"
            autoComplete="tel"
            value={phone}
            error={phoneError}
            hint="Optional. Leave it empty to share only your email."
            onChange={(event) => setPhone(event.target.value)}
          />
          <Button type="submit" variant="outline" size="sm" isLoading={update.isPending}>
            Save phone
          </Button>
        </form>
      ) : null}
    </div>
  );
}

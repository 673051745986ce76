import type { CandidateContact } from '@shared/candidates/reach';
import type { Profile } from '@shared/profile/profile';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/api-client';
import { useOpenContact, useOpenResume } from '../api/open-candidate';
import { contactHref } from '../lib/contact';
import styles from './candidate-search.module.css';

/** The prompt a refusal asks for: plans without a subscription, an upgrade past the limit (ADR 0019). */
function Refusal({ error }: { error: unknown }) {
  const code = isAppError(error) ? error.code : undefined;
  if (code === 'IT_SUBSCRIPTION_REQUIRED' || code === 'IT_LOCKED') {
    const locked = code === 'IT_LOCKED';
    return (
      <div className={styles.prompt} role="alert">
        <p>{locked ? SUBSCRIPTION_MESSAGES.itLocked : SUBSCRIPTION_MESSAGES.itSubscriptionRequired}</p>
        <ButtonLink to={paths.employer.pricing.getHref()} size="sm">
          {locked ? 'Upgrade Plan' : 'View Plans'}
        </ButtonLink>
      </div>
    );
  }
  return (
    <p className={styles.prompt} role="alert">
      {error instanceof Error ? error.message : 'Something went wrong. Please try again.'}
    </p>
  );
}

/**
 * On a candidate's profile, for an employer: the contact details and the resume of a candidate who
 * allowed contact. Each opening is the person's click (the first one of an IT candidate uses one of the
 * plan's applications); nothing is opened by reading the page.
 */
export function ReachActions({ profile }: { profile: Profile }) {
  const [contact, setContact] = useState<CandidateContact | null>(null);
  const openContact = useOpenContact({ mutationConfig: { onSuccess: setContact } });
  const openResume = useOpenResume({
    mutationConfig: {
      onSuccess: ({ url }) => {
        window.location.assign(url);
      },
    },
  });
  if (!profile.openToContact) return null;
  const error = openContact.error ?? openResume.error;
  return (
    <div className={styles.reach}>
      <div className={styles.reachButtons}>
        {profile.resume ? (
          <Button
            variant="outline"
            isLoading={openResume.isPending}
            loadingText="Opening..."
            onClick={() => openResume.mutate(profile.userId)}
          >
            Download Resume
          </Button>
        ) : null}
        {contact ? null : (
          <Button
            isLoading={openContact.isPending}
            loadingText="Opening..."
            onClick={() => openContact.mutate(profile.userId)}
          >
            View contact details
          </Button>
        )}
      </div>
      {contact ? (
        <dl className={styles.contact} aria-label="Contact details">
          <dt>Email</dt>
          <dd>
            <a href={contactHref({ ...profile, email: contact.email })}>{contact.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>
            {contact.phone ? (
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
            ) : (
              'Not given'
            )}
          </dd>
        </dl>
      ) : null}
      {error ? <Refusal error={error} /> : null}
    </div>
  );
}

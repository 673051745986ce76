import type { PipelineApplication, RedactedApplication } from '@shared/employer/types';
import { ageText, capitalised } from '@shared/jobs/format';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import { PERMISSION_TABLE } from '@shared/teams/permissions';
import { Button, ButtonLink } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { useOpenApplication } from '../api/open-application';
import { remainingText } from '../lib/access';
import styles from './pipeline.module.css';
import { StatusBadge } from './status-badge';

interface RedactedApplicationCardProps {
  application: RedactedApplication;
  /** Called with the application in full once it is opened. */
  onOpened: (application: PipelineApplication) => void;
  selection?: { selected: boolean; onToggle: () => void };
  headingLevel?: 2 | 3;
}

/** The prompt of each access an IT applicant may have short of full (the pricing FAQ's rule). */
function AccessPrompt({
  application,
  onOpened,
}: Pick<RedactedApplicationCardProps, 'application' | 'onOpened'>) {
  const toast = useToast();
  const available = application.access === 'available';
  const status = useSubscriptionStatus({ enabled: available });
  const open = useOpenApplication({
    mutationConfig: {
      onSuccess: onOpened,
      onError: (error) =>
        toast.show({ title: 'The application was not opened', description: error.message, variant: 'error' }),
    },
  });
  if (application.access === 'subscriptionRequired') {
    return (
      <div className={styles.accessPrompt}>
        <p className={styles.cardLine}>{SUBSCRIPTION_MESSAGES.itSubscriptionRequired}</p>
        <ButtonLink to={paths.employer.pricing.getHref()} size="sm">
          View Plans
        </ButtonLink>
      </div>
    );
  }
  if (application.access === 'notPermitted') {
    // The team admin withheld the permission: no action to offer, only the reason.
    return (
      <div className={styles.accessPrompt}>
        <p className={styles.cardLine}>{PERMISSION_TABLE.openItApplicants.refusal}</p>
      </div>
    );
  }
  if (application.access === 'locked') {
    return (
      <div className={styles.accessPrompt}>
        <p className={styles.cardLine}>{SUBSCRIPTION_MESSAGES.itLocked}</p>
        <ButtonLink to={paths.employer.pricing.getHref()} size="sm">
          Upgrade Plan
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className={styles.accessPrompt}>
      <p className={styles.cardLine}>{remainingText(status.data?.remainingApplications)}</p>
      <Button
        size="sm"
        isLoading={open.isPending}
        loadingText="Opening..."
        onClick={() => open.mutate(application.id)}
      >
        Open application
      </Button>
    </div>
  );
}

/**
 * An IT applicant the organisation may not see yet: no name, address or picture (the server sent none),
 * only the job, the stage and when, with the way to see them: plans, an opening, or an upgrade.
 */
export function RedactedApplicationCard({
  application,
  onOpened,
  selection,
  headingLevel = 3,
}: RedactedApplicationCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={`${styles.card} ${selection ? '' : styles.cardNoSelect}`}>
      {selection ? (
        <input
          type="checkbox"
          className={styles.check}
          checked={selection.selected}
          onChange={selection.onToggle}
          aria-label={`Select the IT applicant for ${application.job.title}`}
        />
      ) : null}
      <span className={styles.avatar} aria-hidden="true">
        IT
      </span>
      <div className={styles.cardBody}>
        <Heading className={styles.cardName}>IT applicant</Heading>
        <p className={styles.cardLine}>
          Applied for <strong>{application.job.title}</strong>
        </p>
        <AccessPrompt application={application} onOpened={onOpened} />
      </div>
      <div className={styles.cardSide}>
        <span>
          <span className="visually-hidden">Status: </span>
          <StatusBadge status={application.status} />
        </span>
        <time className={styles.cardLine} dateTime={application.appliedAt}>
          {capitalised(ageText(application.appliedAt))}
        </time>
      </div>
    </li>
  );
}

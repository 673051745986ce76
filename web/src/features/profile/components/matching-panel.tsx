import { PROFILE } from '@shared/constants';
import type { Profile } from '@shared/profile/profile';
import { Button, ButtonLink } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useDisableMatching } from '../api/disable-matching';
import { useEnableMatching } from '../api/enable-matching';
import styles from './profile.module.css';

/**
 * Job matching (spec section 2, Profile): from 80 % a candidate may turn it on; once on, a success card
 * leads to the matches. The server still checks the matching data and answers 400 with what is missing.
 */
export function MatchingPanel({ profile }: { profile: Profile }) {
  const toast = useToast();
  const enable = useEnableMatching({
    mutationConfig: {
      onSuccess: () =>
        toast.show({
          variant: 'success',
          title: 'Matching enabled',
          description: 'We will match you with jobs that fit your profile.',
        }),
    },
  });
  const disable = useDisableMatching({
    mutationConfig: {
      onSuccess: () => toast.show({ variant: 'info', title: 'Matching turned off' }),
      onError: () =>
        toast.show({
          variant: 'error',
          title: 'Update Failed',
          description: 'Failed to update matching. Please try again.',
        }),
    },
  });
  const percentage = profile.completion.completionPercentage;

  if (percentage < PROFILE.completeAtPercent) {
    return (
      <p className={styles.matchingNote}>
        Reach {PROFILE.completeAtPercent}% to turn on job matching and get jobs picked for you.
      </p>
    );
  }

  if (profile.matchingEnabled) {
    return (
      <div className={styles.matchingOn} role="status">
        <p className={styles.matchingTitle}>
          <span aria-hidden="true">✓ </span>Job matching is on
        </p>
        <p className={styles.matchingText}>
          Your profile is complete and we are matching you with jobs that fit it.
        </p>
        <div className={styles.matchingActions}>
          <ButtonLink to={paths.candidate.recommendedJobs.getHref()} size="sm">
            View your matches
          </ButtonLink>
          <Button variant="ghost" size="sm" onClick={() => disable.mutate()} isLoading={disable.isPending}>
            Turn off matching
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.matchingOff}>
      <p className={styles.matchingText}>Your profile is ready for job matching.</p>
      <Button onClick={() => enable.mutate()} isLoading={enable.isPending} loadingText="Enabling...">
        Enable Matching
      </Button>
      {enable.isError ? (
        <p className={styles.alertError} role="alert">
          {enable.error.message}
        </p>
      ) : null}
    </div>
  );
}

import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useProfile } from '../api/get-profile';
import { CompletionIndicator } from './completion-indicator';
import styles from './profile.module.css';

/** The signed-in candidate's card on the home page: completion, the next step, and the way to the profile. */
export function HomeProfileCard() {
  const profile = useProfile();
  return (
    <section className={`container ${styles.homeSection}`} aria-labelledby="home-profile-title">
      <Card className={styles.homeCard}>
        <h2 id="home-profile-title" className={styles.sectionTitle}>
          Your profile
        </h2>
        {profile.isPending ? (
          <div className={styles.homeState}>
            <Spinner size="sm" label={null} />
            <p role="status">Loading profile...</p>
          </div>
        ) : profile.isError ? (
          <div className={styles.homeState} role="alert">
            <p>Error loading profile: {profile.error.message}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void profile.refetch()}
              isLoading={profile.isFetching}
            >
              Retry
            </Button>
          </div>
        ) : (
          <div className={styles.homeBody}>
            <div className={styles.homeIndicator}>
              <CompletionIndicator percentage={profile.data.completion.completionPercentage} />
            </div>
            <div className={styles.homeNext}>
              {profile.data.completion.nextAction ? (
                <>
                  <p className={styles.nextActionTitle}>
                    Next step: {profile.data.completion.nextAction.title}
                  </p>
                  <p className={styles.nextActionText}>{profile.data.completion.nextAction.description}</p>
                </>
              ) : (
                <p className={styles.nextActionText}>
                  Your profile is complete. Employers see you at your best.
                </p>
              )}
              <ButtonLink to={paths.candidate.profile.getHref()} size="sm">
                {profile.data.completion.completionPercentage < 100
                  ? 'Complete your profile'
                  : 'View your profile'}
              </ButtonLink>
            </div>
          </div>
        )}
      </Card>
    </section>
  );
}

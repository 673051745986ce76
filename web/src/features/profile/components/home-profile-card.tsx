import { completionPrompt, type ProfileCompletion } from '@shared/profile/completion';
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
          <HomeProfileBody completion={profile.data.completion} />
        )}
      </Card>
    </section>
  );
}

/** The figure, the next step (an optional tip once the profile reads 'Complete') and the way to the profile. */
export function HomeProfileBody({ completion }: { completion: ProfileCompletion }) {
  const prompt = completionPrompt(completion.completionPercentage);
  return (
    <div className={styles.homeBody}>
      <div className={styles.homeIndicator}>
        <CompletionIndicator percentage={completion.completionPercentage} />
      </div>
      <div className={styles.homeNext}>
        {completion.nextAction ? (
          <>
            <p className={styles.nextActionTitle}>
              {prompt.stepLabel}: {completion.nextAction.title}
            </p>
            <p className={styles.nextActionText}>{completion.nextAction.description}</p>
          </>
        ) : (
          <p className={styles.nextActionText}>Your profile is complete. Employers see you at your best.</p>
        )}
        <ButtonLink to={paths.candidate.profile.getHref()} size="sm">
          {prompt.profileLink}
        </ButtonLink>
      </div>
    </div>
  );
}

import type { Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { useCandidate } from '../api/get-candidate';
import styles from './profile.module.css';
import { ProfileError, ProfileLoading, ProfileNotice } from './profile-states';
import { ProfileView } from './profile-view';

/**
 * /profile/:userId: someone's profile, read-only (the owner sees a preview of what employers see). What a
 * viewer may do with it (reach the candidate) comes from the route, which composes the feature that owns it.
 */
export function CandidateProfilePage({
  userId,
  viewerActions,
}: {
  userId: string;
  viewerActions?: (profile: Profile) => ReactNode;
}) {
  const candidate = useCandidate(userId);
  if (candidate.isPending) return <ProfileLoading />;
  if (candidate.isError) {
    if (isAppError(candidate.error) && candidate.error.status === 404) {
      return (
        <div className={`container ${styles.state}`}>
          <div className={styles.stateBox}>
            <h1 className={styles.stateHeading}>Profile not available</h1>
            <p>This profile is private or does not exist.</p>
            <ButtonLink to={paths.home.getHref()} variant="outline">
              Go Home
            </ButtonLink>
          </div>
        </div>
      );
    }
    return (
      <ProfileError
        error={candidate.error}
        onRetry={() => void candidate.refetch()}
        isRetrying={candidate.isFetching}
      />
    );
  }
  const profile = candidate.data;
  return (
    <ProfileView
      profile={profile}
      editable={false}
      notice={
        profile.isOwn ? (
          <ProfileNotice>
            This is how employers see your profile{profile.isPublic ? '' : ' once you make it public'}.{' '}
            <Link to={paths.candidate.profile.getHref()}>Back to editing your profile</Link>
          </ProfileNotice>
        ) : null
      }
      headerActions={profile.isOwn ? null : viewerActions?.(profile)}
    />
  );
}

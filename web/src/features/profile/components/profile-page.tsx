import type { ReactNode } from 'react';
import { useProfile } from '../api/get-profile';
import { ProfileError, ProfileLoading } from './profile-states';
import { type ProfileFileSlots, ProfileView } from './profile-view';

/** /profile: the signed-in candidate's own profile, editable. */
export function ProfilePage({ fileSlots, openedBy }: { fileSlots?: ProfileFileSlots; openedBy?: ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) {
    return (
      <ProfileError
        error={profile.error}
        onRetry={() => void profile.refetch()}
        isRetrying={profile.isFetching}
      />
    );
  }
  return <ProfileView profile={profile.data} editable fileSlots={fileSlots} openedBy={openedBy} />;
}

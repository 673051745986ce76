import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { FilesChangedProvider } from '@/features/files/hooks/files-changed';
import { OWN_PROFILE_QUERY_KEY } from '@/features/profile/api/get-profile';

/** A new, replaced or deleted file also changes the own profile (its picture, its resume, its completion). */
export function ProfileFilesSync({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const refreshProfile = useCallback(
    () => queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY }),
    [queryClient],
  );
  return <FilesChangedProvider onChanged={refreshProfile}>{children}</FilesChangedProvider>;
}

import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { FilesChangedProvider } from '@/features/files/hooks/files-changed';
import { ResumeFollowUpProvider } from '@/features/files/hooks/resume-follow-up';
import { OWN_PROFILE_QUERY_KEY } from '@/features/profile/api/get-profile';
import { useResumeAutoFill } from '@/features/resume-review';

/**
 * A new, replaced or deleted file also changes the own profile (its picture, its resume, its completion);
 * a new resume may also fill the profile (resume review), which then reloads it the same way.
 */
export function ProfileFilesSync({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const refreshProfile = useCallback(
    () => queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY }),
    [queryClient],
  );
  const autoFill = useResumeAutoFill({ onProfileFilled: refreshProfile });
  const followUp = useMemo(
    () => ({ onUploaded: autoFill.offer, onRemoved: autoFill.withdraw, panel: autoFill.panel }),
    [autoFill.offer, autoFill.withdraw, autoFill.panel],
  );
  return (
    <FilesChangedProvider onChanged={refreshProfile}>
      <ResumeFollowUpProvider value={followUp}>{children}</ResumeFollowUpProvider>
    </FilesChangedProvider>
  );
}

import { AvatarControls } from '@/features/files/components/avatar-controls';
import { DownloadResumeButton } from '@/features/files/components/download-resume-button';
import { ResumeManager } from '@/features/files/components/resume-manager';
import { AccessLogList } from '@/features/privacy/components/access-log-list';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { ProfileFilesSync } from '../files/profile-files-sync';

const fileSlots = {
  avatarControls: (hasAvatar: boolean) => <AvatarControls hasAvatar={hasAvatar} />,
  downloadResume: <DownloadResumeButton />,
  resumeManager: <ResumeManager />,
};

export function Component() {
  return (
    <ProfileFilesSync>
      <title>My profile · Jobmatch</title>
      <ProfilePage
        fileSlots={fileSlots}
        openedBy={<AccessLogList empty="No employer has opened your profile in the last 12 months." />}
      />
    </ProfileFilesSync>
  );
}

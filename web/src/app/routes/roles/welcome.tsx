import { ResumeManager } from '@/features/files/components/resume-manager';
import { WelcomeWizard } from '@/features/profile/components/welcome-wizard';
import { ProfileFilesSync } from '../files/profile-files-sync';

export function Component() {
  return (
    <ProfileFilesSync>
      <WelcomeWizard resumeUpload={<ResumeManager showTips={false} />} />
    </ProfileFilesSync>
  );
}

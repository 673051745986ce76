import { ResumePage } from '@/features/files/components/resume-page';
import { ProfileFilesSync } from './profile-files-sync';

export function Component() {
  return (
    <ProfileFilesSync>
      <title>Resume · Jobmatch</title>
      <ResumePage />
    </ProfileFilesSync>
  );
}

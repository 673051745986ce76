import { FILE_MESSAGES } from '@shared/files/schemas';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { isAppError } from '@/lib/api-client';
import { useDownloadResume } from '../api/get-resume-download-url';
import { FILES_UI_MESSAGES } from '../lib/messages';

/** 'Download Resume' in the profile header: a fresh link at each click, the spec's alerts on failure. */
export function DownloadResumeButton() {
  const download = useDownloadResume();
  const toast = useToast();
  return (
    <Button
      variant="outline"
      isLoading={download.isPending}
      loadingText="Preparing..."
      onClick={() =>
        download.mutate(undefined, {
          onError: (error) =>
            toast.show({
              variant: 'error',
              title:
                isAppError(error) && error.status === 404
                  ? FILE_MESSAGES.noResume
                  : FILES_UI_MESSAGES.profileDownloadFailed,
            }),
        })
      }
    >
      Download Resume
    </Button>
  );
}

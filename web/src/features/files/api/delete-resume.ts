import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useFilesChanged } from '../hooks/files-changed';
import { useResumeFollowUp } from '../hooks/resume-follow-up';
import { FILES_UI_MESSAGES } from '../lib/messages';

/** DELETE /resume/delete. */
export async function deleteResume(): Promise<void> {
  try {
    await api.delete('/resume/delete');
  } catch (cause) {
    throw new Error(FILES_UI_MESSAGES.deleteResumeFailed, { cause });
  }
}

export function useDeleteResume() {
  const filesChanged = useFilesChanged();
  const followUp = useResumeFollowUp();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: () => followUp?.onRemoved?.(),
    onSettled: filesChanged,
  });
}

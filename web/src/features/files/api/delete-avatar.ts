import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useFilesChanged } from '../hooks/files-changed';
import { FILES_UI_MESSAGES } from '../lib/messages';

/** DELETE /profile/avatar/delete. */
export async function deleteAvatar(): Promise<void> {
  try {
    await api.delete('/profile/avatar/delete');
  } catch (cause) {
    throw new Error(FILES_UI_MESSAGES.deleteAvatarFailed, { cause });
  }
}

export function useDeleteAvatar() {
  const filesChanged = useFilesChanged();
  return useMutation({ mutationFn: deleteAvatar, onSettled: filesChanged });
}

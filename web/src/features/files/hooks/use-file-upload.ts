import { CONTENT_TYPES, extensionOf, FILE_MESSAGES, type FileKind } from '@shared/files/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { completeAvatarUpload } from '../api/complete-avatar-upload';
import { completeResumeUpload } from '../api/complete-resume-upload';
import { getAvatarUploadUrl } from '../api/get-avatar-upload-url';
import { getResumeUploadUrl } from '../api/get-resume-upload-url';
import { checkFile } from '../lib/file-format';
import { messageOf } from '../lib/messages';
import { useFilesChanged } from './files-changed';
import { useResumeFollowUp } from './resume-follow-up';

/** Spec section 4: idle, uploading with progress 0-100, confirmed (then the infos are reloaded). */
export type UploadState =
  | { status: 'idle'; error?: string }
  | { status: 'uploading'; fileName: string; progress: number; checking: boolean }
  | { status: 'confirmed'; fileName: string };

async function requestTicket(kind: FileKind, file: File, signal: AbortSignal) {
  if (kind === 'avatar') {
    const contentType = file.type || CONTENT_TYPES[extensionOf(file.name)] || 'application/octet-stream';
    return getAvatarUploadUrl({ fileName: file.name, fileSize: file.size, contentType }, signal);
  }
  return getResumeUploadUrl({ fileName: file.name, fileSize: file.size }, signal);
}

function confirmUpload(kind: FileKind, fileKey: string, fileName: string, signal: AbortSignal) {
  const body = { fileKey, fileName };
  return kind === 'avatar' ? completeAvatarUpload(body, signal) : completeResumeUpload(body, signal);
}

/**
 * One upload at a time: the spec's checks before any request, a ticket, the upload with real progress, the
 * server's confirmation, then every view of the file reloads. Cancel (or leaving the page) aborts it.
 */
interface UploadCallbacks {
  onError?: (message: string) => void;
  onUploaded?: () => void;
}

export function useFileUpload(kind: FileKind, callbacks: UploadCallbacks = {}) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  const filesChanged = useFilesChanged();
  const followUp = useResumeFollowUp();
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;
  const followUpRef = useRef(followUp);
  followUpRef.current = followUp;

  useEffect(() => () => controllerRef.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      const problem = checkFile(kind, file);
      if (problem) {
        setState({ status: 'idle', error: problem });
        return;
      }
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      setState({ status: 'uploading', fileName: file.name, progress: 0, checking: false });
      try {
        const ticket = await requestTicket(kind, file, signal);
        await uploadWithProgress(
          ticket,
          file,
          (progress) => {
            if (!signal.aborted)
              setState({ status: 'uploading', fileName: file.name, progress, checking: false });
          },
          signal,
        );
        setState({ status: 'uploading', fileName: file.name, progress: 100, checking: true });
        await confirmUpload(kind, ticket.fileKey, file.name, signal);
        await filesChanged();
        if (signal.aborted) return;
        setState({ status: 'confirmed', fileName: file.name });
        callbacksRef.current.onUploaded?.();
        if (kind === 'resume') followUpRef.current?.onUploaded(file);
      } catch (error) {
        if (controllerRef.current !== controller) return;
        const message = signal.aborted
          ? FILE_MESSAGES.uploadAborted
          : messageOf(error, FILE_MESSAGES.uploadFailed);
        setState({ status: 'idle', error: message });
        callbacksRef.current.onError?.(message);
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [kind, filesChanged],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, upload, cancel, reset };
}

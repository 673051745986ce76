import { type DocumentKind, documentProblem } from '@shared/recruiters/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { getDocumentUploadUrl } from '../api/get-document-upload-url';

/** One document's upload: none yet, on its way (with progress), sent (its key goes with the form), or refused. */
export type DocumentState =
  | { status: 'idle'; error?: string }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'uploaded'; fileName: string; fileKey: string };

/**
 * Uploads a chosen document at once to its presigned address, with real progress; the server checks its
 * content when the application is sent. Choosing another file replaces it; leaving the page aborts it.
 */
export function useDocumentUpload(kind: DocumentKind) {
  const [state, setState] = useState<DocumentState>({ status: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      const problem = documentProblem(kind, file.name, file.size);
      if (problem) {
        setState({ status: 'idle', error: problem });
        return;
      }
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setState({ status: 'uploading', fileName: file.name, progress: 0 });
      try {
        const ticket = await getDocumentUploadUrl(
          { kind, fileName: file.name, fileSize: file.size },
          controller.signal,
        );
        await uploadWithProgress(
          ticket,
          file,
          (progress) => {
            if (!controller.signal.aborted) setState({ status: 'uploading', fileName: file.name, progress });
          },
          controller.signal,
        );
        setState({ status: 'uploaded', fileName: file.name, fileKey: ticket.fileKey });
      } catch (error) {
        if (controllerRef.current !== controller) return;
        setState({ status: 'idle', error: error instanceof Error ? error.message : 'Upload failed' });
      }
    },
    [kind],
  );

  const remove = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState({ status: 'idle' });
  }, []);
  /** A refusal from the server (the content was not what the name said). */
  const fail = useCallback((error: string) => setState({ status: 'idle', error }), []);

  return { state, upload, remove, fail };
}

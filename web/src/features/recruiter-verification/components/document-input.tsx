import { DOCUMENT_LABELS, DOCUMENT_RULES, type DocumentKind } from '@shared/recruiters/schemas';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { DocumentState } from '../hooks/use-document-upload';
import styles from './recruiter-verification.module.css';

const MB = 1024 * 1024;

/** 'PDF, JPG, JPEG or PNG, up to 5 MB' */
function hintFor(kind: DocumentKind): string {
  const names = DOCUMENT_RULES[kind].extensions.map((extension) => extension.toUpperCase());
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}, up to ${DOCUMENT_RULES[kind].maxBytes / MB} MB (optional)`;
}

interface DocumentInputProps {
  kind: DocumentKind;
  state: DocumentState;
  onFile: (file: File) => void;
  onRemove: () => void;
}

/** A file picker for one document, its progress while it uploads and what was sent. */
export function DocumentInput({ kind, state, onFile, onRemove }: DocumentInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = state.status === 'idle' ? state.error : undefined;
  return (
    <div className={styles.document}>
      <label htmlFor={state.status === 'idle' ? id : undefined} className={styles.documentLabel}>
        {DOCUMENT_LABELS[kind]}
      </label>
      <p id={hintId} className={styles.hint}>
        {hintFor(kind)}
      </p>
      {state.status === 'idle' ? (
        <input
          id={id}
          type="file"
          className={styles.fileInput}
          accept={DOCUMENT_RULES[kind].extensions.map((extension) => `.${extension}`).join(',')}
          aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      ) : (
        <div className={styles.documentRow}>
          <span className={styles.fileName}>{state.fileName}</span>
          {state.status === 'uploading' ? (
            <progress
              className={styles.progress}
              max={100}
              value={state.progress}
              aria-label={`Uploading ${DOCUMENT_LABELS[kind].toLowerCase()}`}
            >
              {state.progress}%
            </progress>
          ) : (
            <span className={styles.uploaded}>Uploaded</span>
          )}
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {state.status === 'uploading' ? 'Cancel' : 'Remove'}
          </Button>
        </div>
      )}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

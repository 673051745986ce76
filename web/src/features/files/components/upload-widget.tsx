import type { FileKind } from '@shared/files/schemas';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useResumeFollowUp } from '../hooks/resume-follow-up';
import { type UploadState, useFileUpload } from '../hooks/use-file-upload';
import { acceptFor, hintFor } from '../lib/file-format';
import styles from './files.module.css';

interface UploadWidgetProps {
  kind: FileKind;
  /** The zone's heading: 'Upload your resume', 'Replace your resume'. */
  title: string;
  /** Called with the message of a failed upload (the avatar also alerts it). */
  onError?: (message: string) => void;
  /** Called once the server confirmed the file and the infos are reloaded. */
  onUploaded?: () => void;
}

function announcementFor(state: UploadState): string {
  if (state.status === 'uploading') {
    return state.checking ? `Checking ${state.fileName}` : `Uploading ${state.fileName}`;
  }
  if (state.status === 'confirmed') return `${state.fileName} uploaded`;
  return '';
}

function ProgressBar({ value, labelId }: { value: number; labelId: string }) {
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
    >
      <div className={styles.fill} style={{ width: `${value}%` }} />
    </div>
  );
}

/**
 * Drop a file or pick one with the 'Choose file' button (the keyboard way). The spec's checks run before
 * any request; the bar follows the upload itself; Cancel aborts ('Upload aborted'); errors show inline.
 */
export function UploadWidget({ kind, title, onError, onUploaded }: UploadWidgetProps) {
  const { state, upload, cancel, reset } = useFileUpload(kind, { onError, onUploaded });
  const followUp = useResumeFollowUp();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const progressLabelId = `${id}-progress`;
  const busy = state.status === 'uploading';

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void upload(file);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    if (!busy) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) pick(event.dataTransfer.files);
  };

  const zoneClass = [styles.zone, dragging ? styles.dragging : undefined, styles[state.status]]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.widget}>
      <section
        className={zoneClass}
        aria-labelledby={titleId}
        data-upload-state={state.status}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p id={titleId} className={styles.zoneTitle}>
          {title}
        </p>
        {state.status === 'idle' ? (
          <>
            <p className={styles.zoneText}>Drag and drop a file here, or</p>
            <Button variant="secondary" onClick={() => inputRef.current?.click()}>
              Choose file
            </Button>
            <p className={styles.hint}>{hintFor(kind)}</p>
          </>
        ) : null}
        {state.status === 'uploading' ? (
          <>
            <p id={progressLabelId} className={styles.fileName}>
              {state.checking ? 'Checking' : 'Uploading'} {state.fileName}
            </p>
            <ProgressBar value={state.progress} labelId={progressLabelId} />
            <p className={styles.percent} aria-hidden="true">
              {state.checking ? 'Almost done…' : `${state.progress}%`}
            </p>
            <Button variant="outline" size="sm" onClick={cancel}>
              Cancel
            </Button>
          </>
        ) : null}
        {state.status === 'confirmed' ? (
          <>
            <p id={progressLabelId} className={styles.done}>
              <span aria-hidden="true">✓ </span>
              {state.fileName} uploaded
            </p>
            <ProgressBar value={100} labelId={progressLabelId} />
            <Button variant="ghost" size="sm" onClick={reset}>
              Upload another file
            </Button>
          </>
        ) : null}
        <input
          ref={inputRef}
          className="visually-hidden"
          type="file"
          accept={acceptFor(kind)}
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${kind}-file-input`}
          onChange={(event) => {
            pick(event.currentTarget.files);
            // Picking the same file again after an error must fire another change.
            event.currentTarget.value = '';
          }}
        />
        <p className="visually-hidden" aria-live="polite">
          {announcementFor(state)}
        </p>
      </section>
      {state.status === 'idle' && state.error ? <ErrorAlert>{state.error}</ErrorAlert> : null}
      {kind === 'resume' ? followUp?.panel : null}
    </div>
  );
}

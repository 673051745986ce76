import { DATA_EXPORT_MESSAGES, type DataExport } from '@shared/privacy/data-export';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { isAppError } from '@/lib/app-error';
import { useRequestExport } from '../api/request-export';
import { AccessLogList } from './access-log-list';
import styles from './privacy.module.css';

/** Saves the file through the browser: the data never leaves it for another address. */
function saveFile(fileName: string, data: DataExport) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser's download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download my data": the file at once, or the word that a large account's file is on its way by mail. */
function DownloadMyData() {
  const [outcome, setOutcome] = useState<string>();
  const request = useRequestExport();
  const run = () => {
    setOutcome(undefined);
    request.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.delivery === 'download') {
          saveFile(answer.fileName, answer.data);
          setOutcome(DATA_EXPORT_MESSAGES.downloaded);
        } else setOutcome(DATA_EXPORT_MESSAGES.mailed(answer.email));
      },
    });
  };
  return (
    <>
      <p className={styles.muted}>
        One JSON file with everything Jobmatch holds about you: your account, profile, applications and their
        history, saved jobs, job alerts, the emails you chose, your consents and who opened your data. A
        candidate's file also carries the profile as a JSON Resume, which other services can read.
      </p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={run} isLoading={request.isPending} loadingText="Preparing...">
          Download my data
        </Button>
      </div>
      {outcome ? (
        <p className={styles.muted} role="status">
          {outcome}
        </p>
      ) : null}
      {request.isError ? (
        <ErrorAlert>
          {isAppError(request.error) && request.error.status < 500
            ? request.error.message
            : 'We could not prepare your data. Please try again.'}
        </ErrorAlert>
      ) : null}
    </>
  );
}

/** Account settings' "Your data" sections: the export and the access log, for every role. */
export function YourDataSections() {
  const exportId = useId();
  const logId = useId();
  return (
    <>
      <Card as="section" aria-labelledby={exportId} className={styles.section}>
        <h2 id={exportId}>Your data</h2>
        <DownloadMyData />
      </Card>
      <Card as="section" aria-labelledby={logId} className={styles.section}>
        <h2 id={logId}>Who opened your data</h2>
        <p className={styles.muted}>
          Every time an employer opens your profile, resume or contact details, and every time a Jobmatch
          admin reads your data, it is recorded here for a year.
        </p>
        <AccessLogList empty="Nobody has opened your data in the last 12 months." />
      </Card>
    </>
  );
}

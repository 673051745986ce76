import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import styles from './job-page.module.css';

/** A page's data on its way. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className={`container ${styles.state}`}>
      <Spinner label={label} />
    </div>
  );
}

/** A page's data that could not be read, with a second try. */
export function PageError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className={`container ${styles.state}`}>
      <ErrorAlert as="div">
        <p className={styles.alertText}>{message}</p>
        <Button size="sm" variant="outline" onClick={onRetry} isLoading={isRetrying}>
          Try again
        </Button>
      </ErrorAlert>
    </div>
  );
}

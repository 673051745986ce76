import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import styles from './profile.module.css';

export function ProfileLoading() {
  return (
    <div className={`container ${styles.state}`}>
      <Spinner size="lg" label={null} />
      <p role="status">Loading profile...</p>
    </div>
  );
}

/** 'Error loading profile: ...' with Retry (spec section 2, Profile). */
export function ProfileError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className={`container ${styles.state}`}>
      <div className={styles.stateBox} role="alert">
        <p className={styles.stateTitle}>Error loading profile: {error.message}</p>
        <Button onClick={onRetry} isLoading={isRetrying} loadingText="Retrying...">
          Retry
        </Button>
      </div>
    </div>
  );
}

export function ProfileNotice({
  children,
  tone = 'info',
}: {
  children: ReactNode;
  tone?: 'info' | 'neutral';
}) {
  return <div className={`${styles.notice} ${tone === 'info' ? styles.noticeInfo : ''}`}>{children}</div>;
}

import { Spinner } from '@/components/ui/spinner';
import styles from './page-loader.module.css';

/** Shown while the first page's code (or the session) loads; it fades in late so a fast load shows no flash. */
export function PageLoader({ label = 'Loading page...' }: { label?: string }) {
  return (
    <div className={styles.loader}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

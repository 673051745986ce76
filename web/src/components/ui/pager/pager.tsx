import { Button } from '@/components/ui/button';
import styles from './pager.module.css';

interface PagerProps {
  /** Zero-based, as the API counts. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  isFetching?: boolean;
  /** What the pages are of, for screen readers (e.g. "Pages of applications"). */
  label?: string;
}

/** Previous and Next through a zero-based list; hidden when everything fits on one page. */
export function Pager({ page, totalPages, onPage, isFetching, label = 'Pages' }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 0 || isFetching}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page + 1} of {totalPages}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages - 1 || isFetching}
      >
        Next
      </Button>
    </nav>
  );
}

import { Link } from '@/lib/router';
import { pageWindow } from '../lib/page-window';
import styles from './job-search.module.css';

interface PaginationProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}

/** Previous, numbered pages and Next, as links: each page of results has its own address. */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pagination">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={styles.pageStep} rel="prev">
          <span aria-hidden="true">‹ </span>Previous
        </Link>
      ) : null}
      <ul className={styles.pageList}>
        {pageWindow(page, pages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by their place.
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={styles.pageLink}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={styles.pageStep} rel="next">
          Next<span aria-hidden="true"> ›</span>
        </Link>
      ) : null}
    </nav>
  );
}

import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Link } from '@/lib/router';
import styles from './brand.module.css';

export function Brand({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={[styles.brand, inverse ? styles.inverse : undefined].filter(Boolean).join(' ')}
    >
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path
          d="M19 8v11.5a5 5 0 0 1-9.6 2"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="19" cy="8" r="1.8" fill="#fbbf24" />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}

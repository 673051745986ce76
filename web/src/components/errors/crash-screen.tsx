import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './crash-screen.module.css';

/**
 * What an error boundary shows for a crashed page or shell (spec: 'Oops! Something went wrong'). Both
 * buttons do a full page load: the usual crash after a deploy is a stale code chunk, which only a fresh
 * load cures.
 */
export function CrashScreen({ error, fullPage = false }: { error: unknown; fullPage?: boolean }) {
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : null;

  return (
    <div className={[styles.screen, fullPage ? styles.fullPage : undefined].filter(Boolean).join(' ')}>
      <title>Something went wrong · Jobmatch</title>
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <div role="alert">
        <h1 className={styles.title}>Oops! Something went wrong</h1>
        <p className={styles.text}>
          We hit an unexpected problem while showing this page. Please try again, or go back to the home page.
        </p>
      </div>
      {detail ? <pre className={styles.detail}>{detail}</pre> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName({ variant: 'primary' })}
          onClick={() => window.location.reload()}
        >
          Try Again
        </button>
        <a href={paths.home.getHref()} className={buttonClassName({ variant: 'outline' })}>
          Go Home
        </a>
      </div>
    </div>
  );
}

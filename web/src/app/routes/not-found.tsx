import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './not-found.module.css';

export function Component() {
  const navigate = useNavigate();

  const goBack = () => {
    // The router numbers the entries it created; above 0 the previous page is one of ours.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else if (window.history.length > 1) window.history.back();
    // A tab opened straight on a dead link has nowhere to go back to; home is the useful answer there.
    else navigate(paths.home.getHref());
  };

  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <title>Page Not Found · Jobmatch</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Page Not Found
      </h1>
      <p className={styles.text}>
        The page you are looking for does not exist or has moved. Check the address, or carry on from one of
        these.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home.getHref()}>Go Home</ButtonLink>
        <ButtonLink to={paths.jobs.getHref()} variant="secondary">
          Browse Jobs
        </ButtonLink>
        <Button variant="outline" onClick={goBack}>
          Go Back
        </Button>
      </div>
    </section>
  );
}

import { formatDate, formatDateTime } from '@shared/dates';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { figureCards } from '../lib/cards';
import styles from './admin-dashboard.module.css';

/** /admin/dashboard: the admin's home. Each figure with a queue opens the queue it counts. */
export function AdminDashboardPage() {
  const figures = useAdminDashboard();

  const body = () => {
    if (figures.isPending) return <Spinner label="Loading the figures..." />;
    if (figures.isError) return <ErrorAlert>{figures.error.message}</ErrorAlert>;
    const { day } = figures.data;
    const today = { postedFrom: day, postedTo: day };
    const cards = figureCards(figures.data, {
      pendingRecruiters: paths.admin.recruiters.getHref('pending'),
      activeJobs: paths.admin.jobs.getHref({ status: 'active' }),
      jobsToday: paths.admin.jobs.getHref(today),
      // There is no admin list of applications: today's applications went to the jobs open now.
      applicationsToday: paths.admin.jobs.getHref({ status: 'active' }),
    });
    return (
      <>
        <ul className={styles.cards} aria-busy={figures.isFetching}>
          {cards.map((card) => {
            const content = (
              <>
                <span className={styles.label}>{card.label}</span>
                <span className={styles.value}>{card.value}</span>
                <span className={card.warn ? `${styles.detail} ${styles.warn}` : styles.detail}>
                  {card.detail}
                </span>
              </>
            );
            return (
              <li key={card.key}>
                {card.to ? (
                  <Link
                    className={`${styles.card} ${styles.linked}`}
                    to={card.to}
                    aria-label={`${card.label}: ${card.value}. ${card.detail}`}
                    data-figure={card.key}
                  >
                    {content}
                  </Link>
                ) : (
                  <div className={styles.card} data-figure={card.key}>
                    {content}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <p className={styles.updated}>Updated {formatDateTime(new Date(figures.dataUpdatedAt))}</p>
      </>
    );
  };

  return (
    <div className={`container ${styles.page}`}>
      <title>Admin Dashboard · Jobmatch</title>
      <h1 className={styles.title}>Admin Dashboard</h1>
      <p className={styles.subtitle}>
        {figures.data ? `Today, ${formatDate(`${figures.data.day}T12:00:00+05:30`)} (IST)` : 'Today (IST)'}:
        what needs you first.
      </p>
      {body()}
      <p className={styles.updated}>
        Audits: <Link to={paths.admin.accessLog.getHref()}>the access log</Link> shows who opened whose
        personal data.
      </p>
    </div>
  );
}

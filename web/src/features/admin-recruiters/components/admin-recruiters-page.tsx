import { RECRUITER_MESSAGES, type RecruiterApplication } from '@shared/recruiters/schemas';
import { type ReactNode, useState } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useSearchParams } from '@/lib/router';
import { useRecruiterApplications } from '../api/get-recruiter-applications';
import { filtersFrom, type RecruiterFilters, STATUS_TABS, searchOf } from '../lib/filters';
import styles from './admin-recruiters.module.css';
import { ApplicationCard } from './application-card';
import { FiltersForm } from './filters-form';
import { ReviewModal } from './review-modal';
import { StatCards } from './stat-cards';

const TITLE = 'Recruiter Verification';
const PANEL_ID = 'recruiter-applications-panel';

function Applications({ filters, onPage }: { filters: RecruiterFilters; onPage: (page: number) => void }) {
  const list = useRecruiterApplications(filters);
  const [reviewing, setReviewing] = useState<RecruiterApplication | null>(null);
  if (list.isPending) return <Spinner label="Loading applications..." />;
  if (list.isError) return <ErrorAlert>{list.error.message}</ErrorAlert>;
  const { content, totalElements, totalPages, page } = list.data;
  return (
    <>
      <p className={styles.muted} aria-live="polite">
        {totalElements === 1 ? '1 application' : `${totalElements} applications`}
      </p>
      {content.length ? (
        <ul className={styles.cards} aria-busy={list.isFetching}>
          {content.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              onReview={() => setReviewing(application)}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No applications found</p>
      )}
      <Pager
        page={page}
        totalPages={totalPages}
        onPage={onPage}
        isFetching={list.isFetching}
        label="Pages of applications"
      />
      {reviewing ? <ReviewModal application={reviewing} onClose={() => setReviewing(null)} /> : null}
    </>
  );
}

/**
 * /admin/recruiters: the admin reviews recruiter applications; anyone else is told it is not theirs.
 * `changes` draws the verified companies' changes of identity, the same queue's other kind of request.
 */
export function AdminRecruitersPage({ changes }: { changes?: ReactNode }) {
  const user = useUser();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const go = (next: RecruiterFilters) => setParams(searchOf(next), { replace: true });

  if (user && user.role !== 'admin') {
    const [title, message] = RECRUITER_MESSAGES.accessDenied.split(': ');
    return (
      <div className={`container ${styles.page}`}>
        <title>{`${title} · Jobmatch`}</title>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{message}</p>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      <title>{`${TITLE} · Jobmatch`}</title>
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.subtitle}>Review recruiter applications and approve employers.</p>
      <StatCards />
      {changes}
      <div role="tablist" aria-label="Application status" className={styles.tablist}>
        {STATUS_TABS.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={filters.status === tab.value}
            aria-controls={PANEL_ID}
            onClick={() => go({ ...filters, status: tab.value, page: 0 })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <FiltersForm filters={filters} onApply={(text) => go({ ...filters, ...text, page: 0 })} />
      <section id={PANEL_ID} role="tabpanel" aria-label="Applications" className={styles.panel}>
        <Applications filters={filters} onPage={(page) => go({ ...filters, page })} />
      </section>
    </div>
  );
}

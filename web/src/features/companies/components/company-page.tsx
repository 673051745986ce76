import { sizeLabel } from '@shared/companies/profile';
import { companyMetaDescription, companyPageTitle, organizationJsonLd } from '@shared/companies/seo';
import { formatLongDate } from '@shared/dates';
import { expiryInfo, linesOf } from '@shared/jobs/format';
import { scriptJson } from '@shared/jobs/posting-seo';
import type { Company, Job } from '@shared/jobs/types';
import type { ReactNode } from 'react';
import { NotFoundView } from '@/components/errors';
import { ButtonLink } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CompanyMark, JobFacts, PostedAge } from '@/features/jobs';
import { isAppError } from '@/lib/app-error';
import { Link, Navigate } from '@/lib/router';
import { useMetaDescription } from '@/lib/use-meta-description';
import { useCompany } from '../api/get-company';
import { COMPANY_PAGE_JOBS, useCompanyJobs } from '../api/get-company-jobs';
import styles from './companies.module.css';

const isOpen = (job: Job) => job.isActive && !job.underReview && !expiryInfo(job.expiresAt).expired;

function CompanyNotFound() {
  return (
    <NotFoundView
      title="Company Not Found"
      text="This company is not on Jobmatch, or its page has moved."
      actions={
        <>
          <ButtonLink to={paths.companies.getHref()}>Browse Companies</ButtonLink>
          <ButtonLink to={paths.jobs.getHref()} variant="secondary">
            Browse Jobs
          </ButtonLink>
        </>
      }
    >
      <title>Company Not Found · Jobmatch</title>
      <meta name="robots" content="noindex" />
    </NotFoundView>
  );
}

/** The company's open jobs, newest first; a member of the company also reads its closed ones elsewhere. */
function OpenJobs({ company }: { company: Company }) {
  const jobs = useCompanyJobs(company.id);
  if (jobs.isPending) return <Spinner label="Loading jobs..." />;
  if (jobs.isError) return <ErrorAlert>{`The jobs could not be loaded. ${jobs.error.message}`}</ErrorAlert>;
  const open = jobs.data.content.filter(isOpen);
  if (open.length === 0) return <p className={styles.muted}>{company.name} has no open jobs right now.</p>;
  return (
    <>
      <ul className={styles.jobList}>
        {open.map((job) => (
          <li key={job.id} className={styles.jobItem}>
            <Link to={paths.job.getHref(job.id)} className={styles.jobTitle}>
              {job.title}
            </Link>
            <JobFacts job={job} />
            <PostedAge postedAt={job.postedAt} />
          </li>
        ))}
      </ul>
      {jobs.data.totalElements > COMPANY_PAGE_JOBS ? (
        <Link to={paths.jobs.getHref({ search: company.name })}>See all jobs at {company.name}</Link>
      ) : null}
    </>
  );
}

function Facts({ company }: { company: Company }) {
  const facts: [string, ReactNode][] = [
    ['Industry', company.industry],
    ['Company size', sizeLabel(company.size)],
    ['Headquarters', company.location],
    ['Offices', company.officeCities.length ? company.officeCities.join(', ') : null],
    ['Founded', company.foundedYear],
    [
      'Website',
      company.website ? (
        <a key="website" href={company.website} rel="noopener nofollow" target="_blank">
          {company.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null,
    ],
  ];
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CompanyView({ company, responsiveness }: { company: Company; responsiveness?: ReactNode }) {
  useMetaDescription(companyMetaDescription(company));
  const url = `${window.location.origin}${paths.company.getHref(company.slug ?? company.id)}`;
  return (
    <article className={`container ${styles.page}`} aria-labelledby="company-name">
      <title>{companyPageTitle(company)}</title>
      <link rel="canonical" href={url} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (scriptJson), not markup.
        dangerouslySetInnerHTML={{ __html: scriptJson(organizationJsonLd(company, url)) }}
      />
      <Link to={paths.companies.getHref()} className={styles.back}>
        <span aria-hidden="true">← </span>All companies
      </Link>
      <header className={styles.hero}>
        <CompanyMark company={company} size="lg" />
        <div className={styles.heroText}>
          <h1 id="company-name" className={styles.title}>
            {company.name}
          </h1>
          <p className={styles.verified}>
            <span aria-hidden="true">✓ </span>Verified employer since{' '}
            <time dateTime={company.createdAt}>{formatLongDate(company.createdAt)}</time>
          </p>
          {responsiveness}
        </div>
      </header>
      <div className={styles.columns}>
        <aside className={styles.side} aria-label="Company facts">
          <Facts company={company} />
        </aside>
        <div className={styles.body}>
          {company.description ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>About {company.name}</h2>
              {linesOf(company.description).map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of the company's text; their order is their identity.
                <p key={index} className={styles.paragraph}>
                  {line}
                </p>
              ))}
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="open-jobs">
            <h2 id="open-jobs" className={styles.sectionTitle}>
              Open jobs
            </h2>
            <OpenJobs company={company} />
          </section>
        </div>
      </div>
    </article>
  );
}

/**
 * /companies/:slug: a company's public page (issue 34). An old address, or the company's id, is sent on
 * to the company's current address. `responsiveness` draws how quickly the company answers applicants.
 */
export function CompanyPage({
  companyKey,
  responsiveness,
}: {
  companyKey: string;
  responsiveness?: (companyId: string) => ReactNode;
}) {
  const company = useCompany(companyKey);
  if (company.isPending) {
    return (
      <div className={`container ${styles.state}`}>
        <Spinner label="Loading company..." />
      </div>
    );
  }
  if (company.isError) {
    if (isAppError(company.error) && [400, 404].includes(company.error.status)) return <CompanyNotFound />;
    return (
      <div className={`container ${styles.state}`}>
        <ErrorAlert>{`This company could not be loaded. ${company.error.message}`}</ErrorAlert>
      </div>
    );
  }
  const { slug } = company.data;
  if (slug && slug !== companyKey) return <Navigate to={paths.company.getHref(slug)} replace />;
  return <CompanyView company={company.data} responsiveness={responsiveness?.(company.data.id)} />;
}

import { TEAM } from '@shared/constants';
import type { Company } from '@shared/jobs/types';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import styles from './team.module.css';

export interface TeamMember {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  isApproved: boolean;
}

interface TeamPageProps {
  /** The organisation's company (GET /companies/me); undefined while it loads. */
  company: Company | undefined;
  isLoading: boolean;
  /** The company could not be read (none yet, or the call failed). */
  isError: boolean;
  /** The signed-in member: the one member an organisation has until team plans arrive. */
  member: TeamMember;
}

function CompanyCard({ company }: { company: Company }) {
  const facts: [string, string | null][] = [
    ['Industry', company.industry],
    ['Size', company.size],
    ['Location', company.location],
    ['Website', company.website],
  ];
  return (
    <Card as="section" aria-labelledby="company-title" className={styles.full}>
      <h2 id="company-title" className={styles.cardTitle}>
        {company.name}
      </h2>
      {company.description ? <p>{company.description}</p> : null}
      <dl className={styles.facts}>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>
                {label === 'Website' && /^https?:\/\//.test(value) ? (
                  <a href={value} target="_blank" rel="noopener noreferrer">
                    {value}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}

function AwaitingVerification() {
  return (
    <Card as="section" aria-labelledby="company-title" className={`${styles.state} ${styles.full}`}>
      <h2 id="company-title" className={styles.cardTitle}>
        Your company
      </h2>
      <p>Your company’s details appear here once an admin approves your recruiter verification.</p>
    </Card>
  );
}

function NoOrganisation() {
  // The spec's not-found state (employer-admin-side.md section 3, Team page).
  return (
    <Card as="section" aria-labelledby="company-title" className={`${styles.state} ${styles.full}`}>
      <h2 id="company-title" className={styles.cardTitle}>
        Organization Not Found
      </h2>
      <p>Unable to load organization details.</p>
    </Card>
  );
}

/**
 * The employer's team: the organisation's company and its members. Today an organisation has one member,
 * the signed-in recruiter; inviting teammates comes with team plans, so this page says so instead of
 * showing placeholder members.
 */
export function TeamPage({ company, isLoading, isError, member }: TeamPageProps) {
  const initials = `${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.pageHeader}>
        <h1>Team</h1>
        <p>The people who recruit for your company on Jobmatch.</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.state}>
          {isLoading ? <Spinner label="Loading organization..." /> : null}
          {company ? <CompanyCard company={company} /> : null}
          {!member.isApproved ? <AwaitingVerification /> : null}
          {member.isApproved && isError && !company ? <NoOrganisation /> : null}
          <Card as="section" aria-labelledby="members-title" className={styles.full}>
            <h2 id="members-title" className={styles.cardTitle}>
              Members (1)
            </h2>
            <ul className={styles.members}>
              <li className={styles.member}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials}
                </span>
                <div className={styles.memberText}>
                  <strong>
                    {member.firstName} {member.lastName} (you)
                  </strong>
                  <span>{[member.jobTitle, member.email].filter(Boolean).join(' · ')}</span>
                </div>
              </li>
            </ul>
          </Card>
        </div>
        <Card as="aside" aria-labelledby="invite-title" className={styles.upsell}>
          <h2 id="invite-title" className={styles.cardTitle}>
            Invite your teammates
          </h2>
          <p>
            Inviting teammates comes with team plans: up to {TEAM.maxRecruitersByPlan.premium} recruiters on
            Premium and up to {TEAM.maxRecruitersByPlan.enterprise} on Enterprise, with roles and permission
            controls.
          </p>
          {member.isApproved ? (
            <>
              <p>Compare the plans to choose the one that fits your hiring team.</p>
              <ButtonLink to={paths.employer.pricing.getHref()}>View Plans</ButtonLink>
            </>
          ) : (
            <>
              <p>Plans open once your recruiter account is verified.</p>
              <ButtonLink to={paths.employer.recruiterApply.getHref()}>Verify Account</ButtonLink>
            </>
          )}
        </Card>
      </div>
    </div>
  );
}

import { formatLongDate } from '@shared/dates';
import type { Company } from '@shared/jobs/types';
import { RECRUITER_MESSAGES } from '@shared/recruiters/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextareaField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useCompanyChanges, useDecideCompanyChange } from '../api/company-changes';
import styles from './companies.module.css';

function Row({ label, now, asked }: { label: string; now: string | null; asked: string | undefined }) {
  if (!asked) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <del>{now ?? 'None'}</del> <span aria-hidden="true">→</span>
        <span className="visually-hidden"> changes to </span> <ins>{asked}</ins>
      </dd>
    </div>
  );
}

function ChangeCard({ company }: { company: Company }) {
  const decide = useDecideCompanyChange();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const change = company.pendingChange;
  if (!change) return null;
  return (
    <li className={styles.changeCard}>
      <div className={styles.changeHead}>
        <span className={styles.badge}>Change</span>
        <h3 className={styles.cardTitle}>
          <Link to={paths.company.getHref(company.slug ?? company.id)}>{company.name}</Link>
        </h3>
        <span className={styles.muted}>Asked on {formatLongDate(change.requestedAt)}</span>
      </div>
      <dl className={styles.facts}>
        <Row label="Name" now={company.name} asked={change.name} />
        <Row label="Website" now={company.website} asked={change.website} />
      </dl>
      {decide.isError ? <ErrorAlert>{decide.error.message}</ErrorAlert> : null}
      <div className={styles.actions}>
        <Button
          size="sm"
          isLoading={decide.isPending && decide.variables?.action === 'approve'}
          onClick={() => decide.mutate({ companyId: company.id, action: 'approve' })}
        >
          Approve change
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
          Reject change
        </Button>
      </div>
      <Modal
        isOpen={rejecting}
        onClose={() => setRejecting(false)}
        title={`Reject the change for ${company.name}`}
        footer={
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isLoading={decide.isPending}
              onClick={() => {
                if (!reason.trim()) {
                  setMissing(true);
                  return;
                }
                decide.mutate(
                  { companyId: company.id, action: 'reject', reason: reason.trim() },
                  { onSuccess: () => setRejecting(false) },
                );
              }}
            >
              Reject change
            </Button>
          </div>
        }
      >
        <TextareaField
          label="Reason for rejection"
          hint="Sent to the team admin who asked, by email, as you write it."
          isRequired
          rows={4}
          value={reason}
          error={missing && !reason.trim() ? RECRUITER_MESSAGES.reasonRequired : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </li>
  );
}

/**
 * In Verify Recruiters: companies asking to change their verified name or website (ADR 0032). Nothing
 * shows while none waits.
 */
export function CompanyChangesPanel() {
  const changes = useCompanyChanges();
  if (changes.isPending) return <Spinner label="Loading company changes..." />;
  if (changes.isError) return <ErrorAlert>{changes.error.message}</ErrorAlert>;
  if (changes.data.length === 0) return null;
  return (
    <section className={styles.changes} aria-labelledby="company-changes-title">
      <h2 id="company-changes-title" className={styles.sectionTitle}>
        Company changes waiting ({changes.data.length})
      </h2>
      <p className={styles.muted}>
        Verified companies asking to change their name or website. Nothing changes until you approve.
      </p>
      <ul className={styles.changeList}>
        {changes.data.map((company) => (
          <ChangeCard key={company.id} company={company} />
        ))}
      </ul>
    </section>
  );
}

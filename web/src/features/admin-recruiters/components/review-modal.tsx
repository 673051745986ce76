import { UI } from '@shared/constants';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  type DocumentKind,
  OPEN_STATUSES,
  type RecruiterApplication,
  STATUS_LABELS,
  statusOf,
} from '@shared/recruiters/schemas';
import { type ReactNode, useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextareaField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useDecideApplication } from '../api/decide-application';
import { getDocumentDownload } from '../api/get-document-download';
import { requestInfoMailto } from '../lib/mail-draft';
import styles from './admin-recruiters.module.css';
import { RejectModal } from './reject-modal';

const dateTime = new Intl.DateTimeFormat(UI.locale, { dateStyle: 'medium', timeStyle: 'short' });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DocumentLinks({ application }: { application: RecruiterApplication }) {
  const [error, setError] = useState<string | null>(null);
  const kinds = DOCUMENT_KINDS.filter((kind) => application.documents[kind]);
  if (!kinds.length) return <p className={styles.muted}>No documents were uploaded.</p>;
  const download = async (kind: DocumentKind) => {
    setError(null);
    try {
      const { downloadUrl } = await getDocumentDownload(application.id, kind);
      window.location.assign(downloadUrl);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The document could not be downloaded.');
    }
  };
  return (
    <>
      <ul className={styles.documentList}>
        {kinds.map((kind) => (
          <li key={kind}>
            <Button variant="outline" size="sm" onClick={() => void download(kind)}>
              Download {DOCUMENT_LABELS[kind].toLowerCase()}
            </Button>{' '}
            <span className={styles.muted}>{application.documents[kind]?.fileName}</span>
          </li>
        ))}
      </ul>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
    </>
  );
}

/** The whole application, its documents and the admin's decisions. */
export function ReviewModal({
  application,
  onClose,
}: {
  application: RecruiterApplication;
  onClose: () => void;
}) {
  const decide = useDecideApplication();
  const [notes, setNotes] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const status = statusOf(application);
  const open = OPEN_STATUSES.includes(status);
  const act = (decision: Parameters<typeof decide.mutate>[0]) =>
    decide.mutate(decision, { onSuccess: onClose });

  return (
    <>
      <Modal
        isOpen={!rejecting}
        onClose={onClose}
        size="lg"
        title={`Review: ${application.companyName}`}
        footer={
          <div className={styles.modalActions}>
            <a className={buttonClassName({ variant: 'ghost' })} href={requestInfoMailto(application)}>
              Send Request via Email
            </a>
            {status === 'pending' ? (
              <Button
                variant="outline"
                isLoading={decide.isPending && decide.variables?.action === 'review'}
                onClick={() => act({ action: 'review', applicationId: application.id })}
              >
                Mark Under Review
              </Button>
            ) : null}
            {open ? (
              <>
                <Button variant="danger" onClick={() => setRejecting(true)} disabled={decide.isPending}>
                  Reject
                </Button>
                <Button
                  isLoading={decide.isPending && decide.variables?.action === 'approve'}
                  onClick={() =>
                    act({
                      action: 'approve',
                      applicationId: application.id,
                      notes: notes.trim() || undefined,
                    })
                  }
                >
                  Approve
                </Button>
              </>
            ) : null}
          </div>
        }
      >
        <dl className={styles.facts}>
          <Fact label="Status">{STATUS_LABELS[status]}</Fact>
          <Fact label="Submitted">{dateTime.format(new Date(application.submittedAt))}</Fact>
          {application.reviewedAt ? (
            <Fact label="Reviewed">{dateTime.format(new Date(application.reviewedAt))}</Fact>
          ) : null}
          <Fact label="Applicant">
            {application.applicant.firstName} {application.applicant.lastName} ({application.applicant.email})
          </Fact>
          <Fact label="Job title">{application.jobTitle}</Fact>
          <Fact label="Work email">{application.workEmail}</Fact>
          <Fact label="Phone number">{application.phoneNumber}</Fact>
          <Fact label="LinkedIn profile">
            {application.linkedinProfile ? (
              <a href={application.linkedinProfile} target="_blank" rel="noopener noreferrer">
                {application.linkedinProfile}
              </a>
            ) : (
              'Not given'
            )}
          </Fact>
          <Fact label="Company website">
            <a href={application.companyWebsite} target="_blank" rel="noopener noreferrer">
              {application.companyWebsite}
            </a>
          </Fact>
          <Fact label="Company size">{application.companySize} employees</Fact>
          <Fact label="Industry">{application.industry}</Fact>
          <Fact label="Company description">{application.companyDescription}</Fact>
          <Fact label="Hiring needs">{application.hiringNeeds}</Fact>
          {application.rejectionReason ? (
            <Fact label="Rejection reason">{application.rejectionReason}</Fact>
          ) : null}
          {application.notes ? <Fact label="Notes">{application.notes}</Fact> : null}
        </dl>
        <h3 className={styles.subheading}>Documents</h3>
        <DocumentLinks application={application} />
        {open ? (
          <TextareaField
            label="Approval notes"
            hint="Optional, kept with the application"
            rows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        ) : null}
        {decide.isError ? <ErrorAlert>{decide.error.message}</ErrorAlert> : null}
      </Modal>
      <RejectModal
        isOpen={rejecting}
        companyName={application.companyName}
        isPending={decide.isPending}
        error={decide.isError ? decide.error.message : null}
        onCancel={() => setRejecting(false)}
        onReject={(reason) => act({ action: 'reject', applicationId: application.id, reason })}
      />
    </>
  );
}

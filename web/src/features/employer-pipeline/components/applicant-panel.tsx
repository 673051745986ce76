import type { PipelineApplication, PipelineRow } from '@shared/employer/types';
import { CLOSURE_MESSAGES } from '@shared/jobs/closure';
import { EMPLOYER_STATUSES, type EmployerStatus } from '@shared/jobs/options';
import { WITHDRAWAL_MESSAGES } from '@shared/jobs/withdrawal';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { SelectField, TextareaField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { useAddApplicationNote } from '../api/add-application-note';
import { useApplicantProfile } from '../api/get-applicant-profile';
import { useApplicantResume } from '../api/get-applicant-resume';
import { useApplicationNotes } from '../api/get-application-notes';
import { experienceText, formatDateTime, historyLines, statusLabel } from '../lib/history';
import { CandidateAvatar } from './candidate-avatar';
import styles from './pipeline.module.css';
import { useStatusChange } from './use-status-change';

function ProfileSummary({ applicationId }: { applicationId: string }) {
  const profile = useApplicantProfile(applicationId);
  if (profile.isPending) return <Spinner label="Loading the profile..." />;
  if (profile.isError) {
    return (
      <ErrorAlert as="div">
        <p>The profile could not be loaded. {profile.error.message}</p>
      </ErrorAlert>
    );
  }
  const p = profile.data;
  const facts: [string, string | null][] = [
    ['Headline', p.title],
    [
      'Current role',
      [p.currentPositionTitle ?? p.currentRole, p.currentCompany].filter(Boolean).join(' at ') || null,
    ],
    ['Location', p.location ?? p.user.location],
    ['Experience', experienceText(p.experienceYears)],
    ['Education', [p.degree, p.institution].filter(Boolean).join(', ') || null],
    ['Availability', p.availability],
  ];
  const skills = [...p.technicalSkills, ...p.languages];
  const shown = facts.filter(([, value]) => value);
  if (shown.length === 0 && !p.summary && skills.length === 0) {
    return <p className={styles.muted}>The candidate has not filled in their profile yet.</p>;
  }
  return (
    <>
      <dl className={styles.facts}>
        {shown.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {p.summary ? <p className={styles.noteText}>{p.summary}</p> : null}
      {skills.length > 0 ? (
        <ul className={styles.skills} aria-label="Skills">
          {skills.map((skill) => (
            <li key={skill} className={styles.skill}>
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function ResumeButton({ application }: { application: PipelineApplication }) {
  const resume = useApplicantResume({
    mutationConfig: {
      // The link is presigned as an attachment: following it downloads the file and leaves this page be.
      onSuccess: ({ downloadUrl }) => window.location.assign(downloadUrl),
    },
  });
  if (!application.resume) return <p className={styles.muted}>No resume was attached to this application.</p>;
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        isLoading={resume.isPending}
        onClick={() => resume.mutate(application.id)}
      >
        Download resume
      </Button>{' '}
      <span className={styles.muted}>{application.resume.fileName}</span>
      {resume.isError ? (
        <ErrorAlert as="div">
          <p>The resume could not be downloaded. {resume.error.message}</p>
        </ErrorAlert>
      ) : null}
    </div>
  );
}

/** What the candidate wrote when applying, as they wrote it (line breaks kept). */
export function CoverLetter({ text }: { text: string | null }) {
  return (
    <section className={styles.panelSection} aria-labelledby="applicant-cover-letter">
      <h3 id="applicant-cover-letter">Cover letter</h3>
      {text?.trim() ? (
        <p className={styles.noteText}>{text}</p>
      ) : (
        <p className={styles.muted}>The candidate applied without a cover letter.</p>
      )}
    </section>
  );
}

function Notes({ applicationId }: { applicationId: string }) {
  const notes = useApplicationNotes(applicationId);
  const [text, setText] = useState('');
  const add = useAddApplicationNote({ mutationConfig: { onSuccess: () => setText('') } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) add.mutate({ applicationId, text: text.trim() });
  };
  return (
    <section className={styles.panelSection} aria-labelledby="applicant-notes">
      <h3 id="applicant-notes">Notes</h3>
      {notes.isPending ? <Spinner label="Loading notes..." /> : null}
      {notes.isError ? <p className={styles.muted}>The notes could not be loaded.</p> : null}
      {notes.data?.length === 0 ? <p className={styles.muted}>No notes yet.</p> : null}
      {notes.data?.length ? (
        <ul className={styles.notes}>
          {notes.data.map((note) => (
            <li key={note.id}>
              <p className={styles.noteText}>{note.text}</p>
              <p className={styles.cardLine}>
                {note.authorName} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <form className={styles.noteForm} onSubmit={submit}>
        <TextareaField
          label="Add a note"
          rows={3}
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.target.value)}
          error={add.isError ? add.error.message : undefined}
        />
        <Button type="submit" size="sm" isLoading={add.isPending} disabled={!text.trim()}>
          Add note
        </Button>
      </form>
    </section>
  );
}

interface ApplicantPanelProps {
  application: PipelineApplication;
  onClose: () => void;
}

/**
 * The side panel an application card opens: who applied (their profile), the resume they applied with,
 * the status (saved on change), its history and the organisation's notes.
 */
export function ApplicantPanel({ application, onClose }: ApplicantPanelProps) {
  const user = useUser();
  // The answer of the last change is newer than the card the panel was opened from.
  const [latest, setLatest] = useState<PipelineRow | null>(null);
  const current = latest ?? application;
  const statusChange = useStatusChange({
    onSaved: (rows) => {
      const saved = rows.find((row) => row.id === application.id);
      if (saved) setLatest(saved);
    },
  });
  const history = historyLines(current.history, user?.id);
  const { card } = application;

  return (
    <Modal
      isOpen
      onClose={onClose}
      size="lg"
      title={card.name}
      description={`Applied for ${application.job.title}`}
    >
      <div className={styles.panelBody}>
        <section className={styles.panelSection} aria-labelledby="applicant-profile">
          <div className={styles.profileHead}>
            <CandidateAvatar name={card.name} src={card.avatar} />
            <div>
              <h3 id="applicant-profile">Profile</h3>
              <p className={styles.cardLine}>{card.email}</p>
            </div>
          </div>
          <ProfileSummary applicationId={application.id} />
          <ResumeButton application={application} />
        </section>

        <CoverLetter text={application.coverLetter} />

        <section className={styles.panelSection} aria-labelledby="applicant-status">
          <h3 id="applicant-status">Application status</h3>
          {current.status === 'withdrawn' ? (
            <p className={styles.muted}>{WITHDRAWAL_MESSAGES.withdrawnAlready}</p>
          ) : (
            <SelectField
              label="Status"
              value={current.status}
              disabled={statusChange.isPending}
              onChange={(event) =>
                statusChange.request({
                  applications: [{ id: application.id, status: current.status }],
                  to: event.target.value as EmployerStatus,
                  who: card.name,
                  jobTitle: application.job.title,
                })
              }
            >
              {current.status === 'closed' ? (
                <option value="closed" disabled>
                  {statusLabel('closed')}
                </option>
              ) : null}
              {EMPLOYER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </SelectField>
          )}
          {current.status === 'closed' ? (
            <p className={styles.muted}>
              {CLOSURE_MESSAGES.closedNote} {CLOSURE_MESSAGES.reopenHint}
            </p>
          ) : null}
          <h4 className={styles.cardLine}>Status history</h4>
          {history.length === 0 ? (
            <p className={styles.muted}>No changes yet: applied {formatDateTime(current.appliedAt)}.</p>
          ) : (
            <ul className={styles.timeline} aria-label="Status history">
              {history.map((line) => (
                <li key={line.key}>
                  <strong>{line.change}</strong>{' '}
                  <span className={styles.cardLine}>
                    {line.by}, <time dateTime={line.at}>{line.when}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <Notes applicationId={application.id} />
      </div>
      {statusChange.dialog}
    </Modal>
  );
}

import { formatPeriod } from '@shared/profile/periods';
import type { ParsedResume } from '@shared/resume/parsed-resume';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { CONFIDENCE_LABELS, confidenceLevel, confidenceScore } from '../lib/confidence';
import { RESUME_REVIEW_MESSAGES } from '../lib/messages';
import { firstOf, jobSearchRows, type ParseOutcome, personalRows, REVIEW_LIMITS } from '../lib/review';
import styles from './resume-review.module.css';
import { ReviewSection } from './review-section';

interface ReviewDialogProps {
  fileName: string;
  outcome: Extract<ParseOutcome, { kind: 'review' }>;
  onConfirm: () => void;
  onFillManually: () => void;
  isPopulating: boolean;
  error: string | null;
}

function NoData() {
  return <p className={styles.noData}>{RESUME_REVIEW_MESSAGES.noData}</p>;
}

function More({ text }: { text: string }) {
  return <p className={styles.more}>{text}</p>;
}

/** Labelled values of a section; a value the resume did not give reads 'Not found'. */
function Fields({ rows }: { rows: { label: string; value: string }[] }) {
  if (rows.length === 0) return <NoData />;
  return (
    <dl className={styles.fields}>
      {rows.map((row) => (
        <div key={row.label} className={styles.field}>
          <dt>{row.label}</dt>
          <dd className={row.value ? undefined : styles.missing}>{row.value || 'Not found'}</dd>
        </div>
      ))}
    </dl>
  );
}

function WorkExperience({ parsed }: { parsed: ParsedResume }) {
  const { shown, more } = firstOf(parsed.workExperiences, REVIEW_LIMITS.experiences);
  if (shown.length === 0) return <NoData />;
  return (
    <>
      <ul className={styles.entries}>
        {shown.map((entry, index) => (
          // The parse has no ids; its order is fixed for the life of the dialog.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
          <li key={index} className={styles.entry}>
            <p className={styles.entryTitle}>{entry.position || 'Position not found'}</p>
            <p className={styles.entryMeta}>{entry.companyName || 'Company not found'}</p>
            {formatPeriod(entry.startDate, entry.endDate, entry.isCurrent) ? (
              <p className={styles.entryMeta}>
                {formatPeriod(entry.startDate, entry.endDate, entry.isCurrent)}
              </p>
            ) : null}
            {entry.description ? <p className={styles.entryText}>{entry.description}</p> : null}
          </li>
        ))}
      </ul>
      {more > 0 ? <More text={RESUME_REVIEW_MESSAGES.moreExperiences(more)} /> : null}
    </>
  );
}

function Education({ parsed }: { parsed: ParsedResume }) {
  const { shown, more } = firstOf(parsed.educations, REVIEW_LIMITS.educations);
  if (shown.length === 0) return <NoData />;
  return (
    <>
      <ul className={styles.entries}>
        {shown.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
          <li key={index} className={styles.entry}>
            <p className={styles.entryTitle}>
              {[entry.degree, entry.fieldOfStudy].filter(Boolean).join(' · ') || 'Degree not found'}
            </p>
            <p className={styles.entryMeta}>{entry.institution || 'Institution not found'}</p>
            {entry.endDate ? (
              <p className={styles.entryMeta}>{formatPeriod(entry.startDate, entry.endDate, false)}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {more > 0 ? <More text={RESUME_REVIEW_MESSAGES.more(more)} /> : null}
    </>
  );
}

function Skills({ parsed }: { parsed: ParsedResume }) {
  const { shown, more } = firstOf(parsed.skills.technical, REVIEW_LIMITS.skills);
  const languages = parsed.skills.languages;
  if (shown.length === 0 && languages.length === 0) return <NoData />;
  return (
    <>
      {shown.length > 0 ? (
        <ul className={styles.chips} aria-label="Technical skills">
          {shown.map((skill) => (
            <li key={skill} className={styles.chip}>
              {skill}
            </li>
          ))}
          {more > 0 ? <li className={styles.moreChip}>{RESUME_REVIEW_MESSAGES.more(more)}</li> : null}
        </ul>
      ) : null}
      {languages.length > 0 ? (
        <p className={styles.entryMeta}>
          <span className={styles.label}>Languages: </span>
          {languages.join(', ')}
        </p>
      ) : null}
    </>
  );
}

/**
 * The review panel (spec section 4): what the parser found, by section, before anything is saved. Confirm
 * populates the profile; 'Fill manually', the close button and Escape all discard the result.
 */
export function ReviewDialog({
  fileName,
  outcome,
  onConfirm,
  onFillManually,
  isPopulating,
  error,
}: ReviewDialogProps) {
  const { parsed, fieldsExtracted } = outcome;
  const level = confidenceLevel(confidenceScore(outcome.confidence));
  return (
    <Modal
      isOpen
      onClose={onFillManually}
      closeOnBackdrop={false}
      size="lg"
      title="Review your resume details"
      description={`We read ${fileName}. Check what we found, then add it to your profile or fill your profile in yourself.`}
      footer={
        <div className={styles.footer}>
          <Button variant="outline" onClick={onFillManually} disabled={isPopulating}>
            Fill manually
          </Button>
          <Button onClick={onConfirm} isLoading={isPopulating} loadingText="Filling your profile…">
            Confirm and fill profile
          </Button>
        </div>
      }
    >
      <div className={styles.review}>
        <div className={styles.stats}>
          <p className={styles.stat}>
            <span className={styles.label}>Fields extracted: </span>
            <strong data-testid="fields-extracted">{fieldsExtracted}</strong>
          </p>
          <p className={`${styles.confidence} ${styles[level]}`} data-level={level}>
            {CONFIDENCE_LABELS[level]}
          </p>
        </div>
        <ReviewSection title="Personal" defaultOpen>
          <Fields rows={personalRows(parsed.personalInfo)} />
        </ReviewSection>
        <ReviewSection title="Work Experience" count={parsed.workExperiences.length}>
          <WorkExperience parsed={parsed} />
        </ReviewSection>
        <ReviewSection title="Education" count={parsed.educations.length}>
          <Education parsed={parsed} />
        </ReviewSection>
        <ReviewSection title="Skills" count={parsed.skills.technical.length}>
          <Skills parsed={parsed} />
        </ReviewSection>
        <ReviewSection title="Notice Period and CTC">
          <Fields rows={jobSearchRows(parsed.jobSearch)} />
        </ReviewSection>
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      </div>
    </Modal>
  );
}

import type { PipelineApplication, PipelineRow } from '@shared/employer/types';
import { ageText, capitalised } from '@shared/jobs/format';
import { experienceText } from '../lib/history';
import { CandidateAvatar } from './candidate-avatar';
import { preloadApplicantPanel } from './lazy-applicant-panel';
import styles from './pipeline.module.css';
import { RedactedApplicationCard } from './redacted-application-card';
import { StatusBadge } from './status-badge';

const SHOWN_SKILLS = 5;

interface ApplicationCardProps {
  application: PipelineRow;
  /** Opens the applicant's panel; an IT applicant opened from its card comes here in full. */
  onOpen: (application: PipelineApplication) => void;
  /** With a tick box for the bulk status change (the Applications tab; not Overview's recent ones). */
  selection?: { selected: boolean; onToggle: () => void };
  headingLevel?: 2 | 3;
}

/**
 * One applicant as the spec's Candidate card shows them, with the job, the status and how long ago; an IT
 * applicant the organisation may not see yet shows without their details (RedactedApplicationCard).
 */
export function ApplicationCard({ application, onOpen, selection, headingLevel = 3 }: ApplicationCardProps) {
  if (application.access !== 'full') {
    return (
      <RedactedApplicationCard
        application={application}
        onOpened={onOpen}
        selection={selection}
        headingLevel={headingLevel}
      />
    );
  }
  const { card } = application;
  const Heading = `h${headingLevel}` as const;
  const experience = experienceText(card.experience);
  const details = [card.location, experience].filter(Boolean).join(' · ');
  return (
    <li className={`${styles.card} ${selection ? '' : styles.cardNoSelect}`}>
      {selection ? (
        <input
          type="checkbox"
          className={styles.check}
          checked={selection.selected}
          onChange={selection.onToggle}
          aria-label={`Select ${card.name}`}
        />
      ) : null}
      <CandidateAvatar name={card.name} src={card.avatar} />
      <div className={styles.cardBody}>
        <Heading className={styles.cardName}>
          <button
            type="button"
            className={styles.cardOpen}
            aria-haspopup="dialog"
            onClick={() => onOpen(application)}
            onPointerEnter={preloadApplicantPanel}
            onFocus={preloadApplicantPanel}
          >
            {card.name}
          </button>
        </Heading>
        <p className={styles.cardLine}>{card.email}</p>
        {details ? <p className={styles.cardLine}>{details}</p> : null}
        <p className={styles.cardLine}>
          Applied for <strong>{application.job.title}</strong>
        </p>
        {card.skills.length > 0 ? (
          <ul className={styles.skills} aria-label="Skills">
            {card.skills.slice(0, SHOWN_SKILLS).map((skill) => (
              <li key={skill} className={styles.skill}>
                {skill}
              </li>
            ))}
            {card.skills.length > SHOWN_SKILLS ? (
              <li className={styles.skill}>+{card.skills.length - SHOWN_SKILLS} more</li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className={styles.cardSide}>
        <span>
          <span className="visually-hidden">Status: </span>
          <StatusBadge status={application.status} />
        </span>
        <time className={styles.cardLine} dateTime={application.appliedAt}>
          {capitalised(ageText(application.appliedAt))}
        </time>
      </div>
    </li>
  );
}

/** Six card-shaped placeholders while the applications load (employer-admin-side.md section 2). */
export function ApplicationsLoading({ count = 6 }: { count?: number }) {
  return (
    <div role="status" className={styles.placeholders}>
      <span className="visually-hidden">Loading applications...</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className={`${styles.placeholder} shimmer`} aria-hidden="true" />
      ))}
    </div>
  );
}

import type { Profile, WorkExperience } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { formatPeriod } from '../lib/format';
import { EntryActions } from './entry-actions';
import styles from './profile.module.css';
import { EmptyNote, SectionCard } from './section-card';

interface WorkExperienceCardProps {
  profile: Profile;
  action?: ReactNode;
  /** Present on the own profile only. */
  onEdit?: (entry: WorkExperience) => void;
  onDelete?: (entry: WorkExperience) => void;
}

/** Newest first: current jobs, then by start month. */
function byRecency(a: WorkExperience, b: WorkExperience): number {
  if (a.isCurrent !== b.isCurrent) return a.isCurrent ? -1 : 1;
  return b.startDate.localeCompare(a.startDate);
}

export function WorkExperienceCard({ profile, action, onEdit, onDelete }: WorkExperienceCardProps) {
  const entries = [...profile.workExperiences].sort(byRecency);
  return (
    <SectionCard title="Work Experience" action={action}>
      {entries.length ? (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryHead}>
                <div>
                  <h3 className={styles.entryTitle}>{entry.position}</h3>
                  <p className={styles.entryMeta}>
                    {entry.companyUrl ? (
                      <a href={entry.companyUrl} target="_blank" rel="noopener noreferrer">
                        {entry.companyName}
                      </a>
                    ) : (
                      entry.companyName
                    )}
                    {entry.location ? ` · ${entry.location}` : ''}
                  </p>
                  <p className={styles.entryPeriod}>
                    {formatPeriod(entry.startDate, entry.endDate, entry.isCurrent)}
                  </p>
                </div>
                {onEdit && onDelete ? (
                  <EntryActions
                    name={`${entry.position} at ${entry.companyName}`}
                    onEdit={() => onEdit(entry)}
                    onDelete={() => onDelete(entry)}
                  />
                ) : null}
              </div>
              {entry.description ? <p className={styles.entryText}>{entry.description}</p> : null}
              {entry.achievements?.length ? (
                <ul className={styles.achievements}>
                  {entry.achievements.map((achievement) => (
                    <li key={achievement}>{achievement}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>No work experience added yet.</EmptyNote>
      )}
    </SectionCard>
  );
}

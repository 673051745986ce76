import { formatPeriod } from '@shared/profile/periods';
import type { Profile, WorkExperience } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { byRecency } from '../lib/entry-order';
import { EntryListCard } from './entry-list-card';
import styles from './profile.module.css';

interface WorkExperienceCardProps {
  profile: Profile;
  action?: ReactNode;
  /** Present on the own profile only. */
  onEdit?: (entry: WorkExperience) => void;
  onDelete?: (entry: WorkExperience) => void;
}

export function WorkExperienceCard({ profile, action, onEdit, onDelete }: WorkExperienceCardProps) {
  return (
    <EntryListCard
      title="Work Experience"
      entries={[...profile.workExperiences].sort(byRecency)}
      emptyNote="No work experience added yet."
      action={action}
      onEdit={onEdit}
      onDelete={onDelete}
      nameOf={(entry) => `${entry.position} at ${entry.companyName}`}
      renderHead={(entry) => (
        <>
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
        </>
      )}
      renderBody={(entry) => (
        <>
          {entry.description ? <p className={styles.entryText}>{entry.description}</p> : null}
          {entry.achievements?.length ? (
            <ul className={styles.achievements}>
              {entry.achievements.map((achievement) => (
                <li key={achievement}>{achievement}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    />
  );
}

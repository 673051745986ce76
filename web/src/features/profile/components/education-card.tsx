import { formatPeriod } from '@shared/profile/periods';
import type { Education, Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { byRecency } from '../lib/entry-order';
import { EntryListCard } from './entry-list-card';
import styles from './profile.module.css';

interface EducationCardProps {
  profile: Profile;
  action?: ReactNode;
  onEdit?: (entry: Education) => void;
  onDelete?: (entry: Education) => void;
}

export function EducationCard({ profile, action, onEdit, onDelete }: EducationCardProps) {
  return (
    <EntryListCard
      title="Education"
      entries={[...profile.educations].sort(byRecency)}
      emptyNote="No education added yet."
      action={action}
      onEdit={onEdit}
      onDelete={onDelete}
      nameOf={(entry) => `${entry.degree} at ${entry.institution}`}
      renderHead={(entry) => (
        <>
          <h3 className={styles.entryTitle}>
            {entry.fieldOfStudy ? `${entry.degree}, ${entry.fieldOfStudy}` : entry.degree}
          </h3>
          <p className={styles.entryMeta}>
            {entry.institution}
            {entry.location ? ` · ${entry.location}` : ''}
          </p>
          <p className={styles.entryPeriod}>
            {formatPeriod(entry.startDate, entry.endDate, entry.isCurrent)}
            {entry.grade ? ` · Grade: ${entry.grade}` : ''}
          </p>
        </>
      )}
      renderBody={(entry) =>
        entry.description ? <p className={styles.entryText}>{entry.description}</p> : null
      }
    />
  );
}

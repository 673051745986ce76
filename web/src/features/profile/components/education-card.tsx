import type { Education, Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { formatPeriod } from '../lib/format';
import { EntryActions } from './entry-actions';
import styles from './profile.module.css';
import { EmptyNote, SectionCard } from './section-card';

interface EducationCardProps {
  profile: Profile;
  action?: ReactNode;
  onEdit?: (entry: Education) => void;
  onDelete?: (entry: Education) => void;
}

function byRecency(a: Education, b: Education): number {
  if (a.isCurrent !== b.isCurrent) return a.isCurrent ? -1 : 1;
  return b.startDate.localeCompare(a.startDate);
}

export function EducationCard({ profile, action, onEdit, onDelete }: EducationCardProps) {
  const entries = [...profile.educations].sort(byRecency);
  return (
    <SectionCard title="Education" action={action}>
      {entries.length ? (
        <ul className={styles.entries}>
          {entries.map((entry) => {
            const title = entry.fieldOfStudy ? `${entry.degree}, ${entry.fieldOfStudy}` : entry.degree;
            return (
              <li key={entry.id} className={styles.entry}>
                <div className={styles.entryHead}>
                  <div>
                    <h3 className={styles.entryTitle}>{title}</h3>
                    <p className={styles.entryMeta}>
                      {entry.institution}
                      {entry.location ? ` · ${entry.location}` : ''}
                    </p>
                    <p className={styles.entryPeriod}>
                      {formatPeriod(entry.startDate, entry.endDate, entry.isCurrent)}
                      {entry.grade ? ` · Grade: ${entry.grade}` : ''}
                    </p>
                  </div>
                  {onEdit && onDelete ? (
                    <EntryActions
                      name={`${entry.degree} at ${entry.institution}`}
                      onEdit={() => onEdit(entry)}
                      onDelete={() => onDelete(entry)}
                    />
                  ) : null}
                </div>
                {entry.description ? <p className={styles.entryText}>{entry.description}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyNote>No education added yet.</EmptyNote>
      )}
    </SectionCard>
  );
}

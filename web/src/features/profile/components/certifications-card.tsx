import type { Certification, Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { formatMonth } from '../lib/format';
import { EntryActions } from './entry-actions';
import styles from './profile.module.css';
import { EmptyNote, SectionCard } from './section-card';

interface CertificationsCardProps {
  profile: Profile;
  action?: ReactNode;
  onEdit?: (entry: Certification) => void;
  onDelete?: (entry: Certification) => void;
}

function validity(entry: Certification): string {
  const issued = entry.issueDate ? `Issued ${formatMonth(entry.issueDate)}` : '';
  const expires = entry.expiryDate ? `Expires ${formatMonth(entry.expiryDate)}` : '';
  return [issued, expires].filter(Boolean).join(' · ');
}

export function CertificationsCard({ profile, action, onEdit, onDelete }: CertificationsCardProps) {
  const entries = profile.certifications;
  return (
    <SectionCard title="Certifications" action={action}>
      {entries.length ? (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryHead}>
                <div>
                  <h3 className={styles.entryTitle}>{entry.name}</h3>
                  <p className={styles.entryMeta}>{entry.issuer}</p>
                  {validity(entry) ? <p className={styles.entryPeriod}>{validity(entry)}</p> : null}
                  {entry.credentialUrl ? (
                    <p className={styles.entryText}>
                      <a href={entry.credentialUrl} target="_blank" rel="noopener noreferrer">
                        View credential<span className="visually-hidden"> for {entry.name}</span>
                      </a>
                    </p>
                  ) : null}
                </div>
                {onEdit && onDelete ? (
                  <EntryActions
                    name={entry.name}
                    onEdit={() => onEdit(entry)}
                    onDelete={() => onDelete(entry)}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>No certifications added yet.</EmptyNote>
      )}
    </SectionCard>
  );
}

import { formatProfileDate } from '@shared/profile/periods';
import type { Certification, Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { EntryListCard } from './entry-list-card';
import styles from './profile.module.css';

interface CertificationsCardProps {
  profile: Profile;
  action?: ReactNode;
  onEdit?: (entry: Certification) => void;
  onDelete?: (entry: Certification) => void;
}

function validity(entry: Certification): string {
  const issued = entry.issueDate ? `Issued ${formatProfileDate(entry.issueDate)}` : '';
  const expires = entry.expiryDate ? `Expires ${formatProfileDate(entry.expiryDate)}` : '';
  return [issued, expires].filter(Boolean).join(' · ');
}

export function CertificationsCard({ profile, action, onEdit, onDelete }: CertificationsCardProps) {
  return (
    <EntryListCard
      title="Certifications"
      entries={profile.certifications}
      emptyNote="No certifications added yet."
      action={action}
      onEdit={onEdit}
      onDelete={onDelete}
      nameOf={(entry) => entry.name}
      renderHead={(entry) => (
        <>
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
        </>
      )}
    />
  );
}

import { OPENING_LABELS } from '@shared/candidates/reach';
import { formatDate } from '@shared/dates';
import { useOpenedBy } from '../api/get-opened-by';
import styles from './profile.module.css';
import { SectionCard } from './section-card';

/** "Who opened my profile": each organisation, what it opened and when, for the last 12 months. */
export function OpenedByCard() {
  const openings = useOpenedBy();
  const body = () => {
    if (openings.isPending) return <p className={styles.switchText}>Loading...</p>;
    if (openings.isError)
      return (
        <p className={styles.switchText}>We could not load who opened your profile. Reload to try again.</p>
      );
    if (openings.data.length === 0)
      return <p className={styles.switchText}>No employer has opened your profile in the last 12 months.</p>;
    return (
      <ul className={styles.openedBy}>
        {openings.data.map((opening) => (
          <li key={`${opening.organisationName}-${opening.lastOpenedAt}`}>
            <p className={styles.openedByName}>{opening.organisationName}</p>
            <p className={styles.switchText}>
              {opening.opened
                .map((item) => `${OPENING_LABELS[item.kind]} on ${formatDate(item.at)}`)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    );
  };
  return <SectionCard title="Who opened your profile">{body()}</SectionCard>;
}

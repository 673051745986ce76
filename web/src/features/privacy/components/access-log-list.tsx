import { formatDate } from '@shared/dates';
import { ACCESS_KIND_LABELS, type AccessKind, type OwnAccessLog } from '@shared/privacy/access-log';
import { useAccessLog } from '../api/get-access-log';
import styles from './privacy.module.css';

type Group = OwnAccessLog['groups'][number];

/** Who it was, as the person may know it: the organisation, never the member; admins of Jobmatch as one. */
export function groupName(group: Group): string {
  if (group.actor === 'admin') return 'Jobmatch admins';
  return group.organisationName ?? 'An organisation that has since closed its account';
}

/** Each kind the group opened, latest first: "Resume on 12 Nov 2026 (3 times)". */
function kindsOf(group: Group): string {
  const byKind = new Map<AccessKind, { latest: string; count: number }>();
  for (const entry of group.entries) {
    const seen = byKind.get(entry.kind);
    if (seen) seen.count += 1;
    else byKind.set(entry.kind, { latest: entry.at, count: 1 });
  }
  return [...byKind.entries()]
    .map(
      ([kind, { latest, count }]) =>
        `${ACCESS_KIND_LABELS[kind]} on ${formatDate(latest)}${count > 1 ? ` (${count} times)` : ''}`,
    )
    .join(' · ');
}

/**
 * The person's access log (ADR 0037): every organisation that opened their profile, resume or contact
 * details, and Jobmatch admins' reads of their data, in the last 12 months. One list for every screen
 * that shows it (the profile's card, account settings), so they cannot disagree.
 */
export function AccessLogList({ empty }: { empty: string }) {
  const log = useAccessLog();
  if (log.isPending) return <p className={styles.muted}>Loading...</p>;
  if (log.isError)
    return <p className={styles.muted}>We could not load who opened your data. Reload to try again.</p>;
  if (log.data.groups.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.groups}>
      {log.data.groups.map((group) => (
        <li key={`${group.actor}-${group.organisationName}-${group.lastAt}`}>
          <p className={styles.groupName}>{groupName(group)}</p>
          <p className={styles.muted}>{kindsOf(group)}</p>
        </li>
      ))}
    </ul>
  );
}

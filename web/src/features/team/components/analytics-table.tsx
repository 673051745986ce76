import {
  formatCount,
  formatDuration,
  TEAM_ANALYTICS_MESSAGES,
  type TeamAnalyticsMember,
} from '@shared/teams/analytics';
import { TEAM_ROLE_LABELS } from '@shared/teams/schemas';
import { Table } from '@/components/ui/table';
import styles from './analytics.module.css';

const COLUMNS = {
  member: 'Member',
  role: 'Role',
  jobsPosted: 'Jobs posted',
  applicationsMoved: 'Applications moved',
  medianResponse: 'Median time to first response',
} as const;

/** The median as the page says it: one duration format, or 'No responses yet'. */
export const medianText = (member: TeamAnalyticsMember) =>
  member.medianFirstResponseSeconds === null
    ? TEAM_ANALYTICS_MESSAGES.noResponses
    : formatDuration(member.medianFirstResponseSeconds);

/**
 * One row per member. On a phone each row becomes a card (the cells label themselves), so nothing
 * scrolls the page sideways; wider screens keep the table, scrolling inside its container if it must.
 */
export function AnalyticsTable({ members, userId }: { members: TeamAnalyticsMember[]; userId: string }) {
  return (
    <Table phone="cards" wrapClassName={styles.tableWrap}>
      <caption className="visually-hidden">
        Team analytics per member, {TEAM_ANALYTICS_MESSAGES.period}
      </caption>
      <thead>
        <tr>
          {Object.values(COLUMNS).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row" className={styles.name}>
              {member.firstName} {member.lastName}
              {member.id === userId ? ' (you)' : ''}
            </th>
            <td data-label={COLUMNS.role}>
              {TEAM_ROLE_LABELS[member.role]}
              {member.isOwner ? ' (owner)' : ''}
            </td>
            <td data-label={COLUMNS.jobsPosted} className={styles.figure}>
              {formatCount(member.jobsPosted)}
            </td>
            <td data-label={COLUMNS.applicationsMoved} className={styles.figure}>
              {formatCount(member.applicationsMoved)}
            </td>
            <td data-label={COLUMNS.medianResponse} className={styles.figure}>
              {medianText(member)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

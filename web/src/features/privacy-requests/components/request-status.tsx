import { formatDate, formatDateTime, startOfIndianDay } from '@shared/dates';
import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  type PrivacyRequestView,
} from '@shared/privacy/requests';
import type { ReactNode } from 'react';
import styles from './privacy-requests.module.css';

/** One request as a card: reference, what was asked, its status and due day, and the answer once given. */
export function RequestCard({
  request,
  who,
  overdue,
  children,
}: {
  request: PrivacyRequestView;
  who?: ReactNode;
  overdue?: boolean;
  children?: ReactNode;
}) {
  return (
    <li className={styles.request}>
      <div className={styles.requestHead}>
        <h3>
          {request.reference} · {PRIVACY_REQUEST_KIND_LABELS[request.kind]}
        </h3>
        <span
          className={styles.status}
          data-status={request.status}
          data-overdue={overdue ? 'true' : undefined}
        >
          {PRIVACY_REQUEST_STATUS_LABELS[request.status]}
          {overdue ? ' · overdue' : ''}
        </span>
      </div>
      {who}
      <p className={styles.meta}>
        Received {formatDateTime(request.receivedAt)} · answer due by{' '}
        {formatDate(startOfIndianDay(request.dueOn))}
      </p>
      <p className={styles.details}>{request.details}</p>
      {request.outcome ? (
        <p className={styles.outcome}>
          <strong>{request.status === 'rejected' ? 'Why it was rejected: ' : 'Outcome: '}</strong>
          {request.outcome}
        </p>
      ) : null}
      {children}
    </li>
  );
}

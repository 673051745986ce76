import { formatDateTime, indianDay } from '@shared/dates';
import { ACCESS_KIND_LABELS, type AuditAccessEntry } from '@shared/privacy/access-log';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { Table } from '@/components/ui/table';
import { type AuditFilter, useAuditLog } from '../api/get-audit-log';
import styles from './privacy.module.css';

/** Who opened it, by ids: the log keeps no copy of anyone, and an audit follows the ids. */
function whoOpened(entry: AuditAccessEntry): string {
  if (entry.actor === 'admin') return `Admin ${entry.actorId}`;
  const organisation = entry.organisationName ?? entry.organisationId ?? 'no organisation';
  return `${organisation} (member ${entry.actorId})`;
}

/**
 * /admin/access-log: the access log for audits (ADR 0037), one person's by their address or one day's.
 * Opening a person's log is itself entered in it.
 */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditFilter>({ day: indianDay(new Date()) });
  const [email, setEmail] = useState('');
  const [day, setDay] = useState(indianDay(new Date()));
  const log = useAuditLog(filter);
  const byPerson = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) setFilter({ email: email.trim() });
  };
  const byDay = (event: FormEvent) => {
    event.preventDefault();
    if (day) setFilter({ day });
  };
  const heading =
    'email' in filter
      ? log.data?.person
        ? `${log.data.person.name} (${log.data.person.email}), last 12 months`
        : `No account uses ${filter.email}`
      : `Every opening on ${filter.day} (IST)`;
  return (
    <div className={`container ${styles.page}`}>
      <title>Access log · Jobmatch</title>
      <h1 className={styles.title}>Access log</h1>
      <p className={styles.muted}>
        Who opened a person's profile, resume or contact details, and admins' reads of personal data. Entries
        are kept for 400 days.
      </p>
      <Card className={styles.section}>
        <form className={styles.filters} onSubmit={byPerson} aria-label="Filter by person">
          <InputField
            label="Person's email address"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="outline">
            Show this person
          </Button>
        </form>
        <form className={styles.filters} onSubmit={byDay} aria-label="Filter by day">
          <InputField label="Day" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          <Button type="submit" variant="outline">
            Show this day
          </Button>
        </form>
      </Card>
      <section className={styles.section} aria-labelledby="audit-heading">
        <h2 id="audit-heading">{heading}</h2>
        {log.isError ? <ErrorAlert>We could not load the access log. Try again.</ErrorAlert> : null}
        {log.isPending ? <p className={styles.muted}>Loading...</p> : null}
        {log.data && log.data.entries.length === 0 ? (
          <p className={styles.muted}>Nothing was opened.</p>
        ) : null}
        {log.data && log.data.entries.length > 0 ? (
          <Table phone="cards">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Person</th>
                <th scope="col">What</th>
                <th scope="col">Who</th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((entry) => (
                <tr key={`${entry.personId}-${entry.at}-${entry.actorId}-${entry.kind}`}>
                  <td data-label="When">{formatDateTime(entry.at)}</td>
                  <td data-label="Person">{entry.personId}</td>
                  <td data-label="What">{ACCESS_KIND_LABELS[entry.kind]}</td>
                  <td data-label="Who">{whoOpened(entry)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
      </section>
    </div>
  );
}

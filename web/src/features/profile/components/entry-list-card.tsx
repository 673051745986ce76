import type { ReactNode } from 'react';
import { EntryActions } from './entry-actions';
import styles from './profile.module.css';
import { EmptyNote, SectionCard } from './section-card';

interface EntryListCardProps<Entry extends { id: string }> {
  title: string;
  entries: readonly Entry[];
  /** Shown in place of the list when there are no entries. */
  emptyNote: string;
  action?: ReactNode;
  /** Present on the own profile only: with both, each entry gets its Edit and Delete buttons. */
  onEdit?: (entry: Entry) => void;
  onDelete?: (entry: Entry) => void;
  /** Names the entry in its buttons' accessible names, so that each one is unique. */
  nameOf: (entry: Entry) => string;
  /** The entry's title and facts, beside its buttons. */
  renderHead: (entry: Entry) => ReactNode;
  /** Longer text under the head, across the full width. */
  renderBody?: (entry: Entry) => ReactNode;
}

/** A profile section that lists entries of one kind (jobs, schooling, certificates), each editable in place. */
export function EntryListCard<Entry extends { id: string }>({
  title,
  entries,
  emptyNote,
  action,
  onEdit,
  onDelete,
  nameOf,
  renderHead,
  renderBody,
}: EntryListCardProps<Entry>) {
  return (
    <SectionCard title={title} action={action}>
      {entries.length ? (
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <div className={styles.entryHead}>
                <div>{renderHead(entry)}</div>
                {onEdit && onDelete ? (
                  <EntryActions
                    name={nameOf(entry)}
                    onEdit={() => onEdit(entry)}
                    onDelete={() => onDelete(entry)}
                  />
                ) : null}
              </div>
              {renderBody?.(entry)}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>{emptyNote}</EmptyNote>
      )}
    </SectionCard>
  );
}

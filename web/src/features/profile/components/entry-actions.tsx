import { Button } from '@/components/ui/button';
import styles from './profile.module.css';

/** Edit and Delete of one list entry; `name` makes each button's accessible name unique. */
export function EntryActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className={styles.entryActions}>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={styles.deleteButton}
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </div>
  );
}

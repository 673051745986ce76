import { Button } from '@/components/ui/button';
import styles from './profile.module.css';
import { SectionCard } from './section-card';

/** Deleting the account, set apart at the end of the own profile. */
export function DangerZone({ onDelete }: { onDelete: () => void }) {
  return (
    <SectionCard title="Delete account" className={styles.danger}>
      <p className={styles.dangerText}>
        Deleting your account permanently removes your profile, work history, education and resume from
        Jobmatch. Employers will no longer see your profile. This cannot be undone.
      </p>
      <Button variant="danger" onClick={onDelete}>
        Delete account
      </Button>
    </SectionCard>
  );
}

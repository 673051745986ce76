import styles from './matching.module.css';

/** What a job's matching candidates show while they load (and while their code does). */
export function MatchingCandidatesLoading() {
  return (
    <p role="status" className={styles.count}>
      Finding matching candidates...
    </p>
  );
}

import { initialsOf } from '../lib/history';
import styles from './pipeline.module.css';

/** The candidate's picture, or their initials on a tinted disc; decorative (the name is next to it). */
export function CandidateAvatar({ name, src }: { name: string; src: string | null }) {
  if (src) return <img className={styles.avatar} src={src} alt="" width={44} height={44} />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

import { completionBand, completionLabel } from '@shared/profile/completion';
import styles from './profile.module.css';

const BAND_CLASS = { red: styles.bandRed, yellow: styles.bandYellow, green: styles.bandGreen } as const;

/**
 * The profile completion figure (spec section 2): the percentage, 'Complete' from 80 else 'In Progress',
 * and a bar coloured red below 60, yellow to 79, green from 80.
 */
export function CompletionIndicator({ percentage }: { percentage: number }) {
  const band = completionBand(percentage);
  const label = completionLabel(percentage);
  return (
    <div className={`${styles.completion} ${BAND_CLASS[band]}`} data-band={band}>
      <div className={styles.completionTop}>
        <span className={styles.completionFigure}>{percentage}%</span>
        <span className={styles.completionLabel}>{label}</span>
      </div>
      <div
        className={styles.completionTrack}
        role="progressbar"
        aria-label="Profile completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={`${percentage}% - ${label}`}
      >
        <div
          className={styles.completionFill}
          style={{ width: `${Math.min(100, Math.max(0, percentage))}%` }}
        />
      </div>
    </div>
  );
}

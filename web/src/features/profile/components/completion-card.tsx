import { completionPrompt } from '@shared/profile/completion';
import type { Profile } from '@shared/profile/profile';
import { Card } from '@/components/ui/card';
import { CompletionIndicator } from './completion-indicator';
import { MatchingPanel } from './matching-panel';
import styles from './profile.module.css';

/**
 * The own profile's completion: the figure, the next step (an optional tip once it reads 'Complete'), what
 * is missing, and matching.
 */
export function CompletionCard({ profile }: { profile: Profile }) {
  const { completion } = profile;
  return (
    <Card as="section" aria-labelledby="completion-title" className={styles.completionCard}>
      <h2 id="completion-title" className={styles.sectionTitle}>
        Profile completion
      </h2>
      <CompletionIndicator percentage={completion.completionPercentage} />
      {completion.nextAction ? (
        <div className={styles.nextAction}>
          <p className={styles.nextActionTitle}>
            {completionPrompt(completion.completionPercentage).stepLabel}: {completion.nextAction.title}
          </p>
          <p className={styles.nextActionText}>{completion.nextAction.description}</p>
        </div>
      ) : null}
      {completion.missingFields.length ? (
        <details className={styles.missing}>
          <summary>What is missing ({completion.missingFields.length})</summary>
          <ul>
            {completion.missingFields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <MatchingPanel profile={profile} />
    </Card>
  );
}

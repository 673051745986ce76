import {
  isHighlightedMatch,
  type MatchFact,
  matchBand,
  matchWording,
  shownSkills,
} from '@shared/matching/display';
import type { SkillsMatch } from '@shared/matching/scorer';
import styles from './matching.module.css';

/**
 * The match badge (candidate-side.md section 2, Match and job display rules): the percentage and its band
 * (Excellent from 90, Great 80, Good 70, Fair 60, else Poor), standing out from 85.
 */
export function MatchBadge({ percentage, size = 'md' }: { percentage: number; size?: 'md' | 'lg' }) {
  const band = matchBand(percentage);
  const classes = [
    styles.badge,
    styles[`band${band}`],
    isHighlightedMatch(percentage) ? styles.highlighted : undefined,
    size === 'lg' ? styles.badgeLarge : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} data-band={band} data-highlighted={isHighlightedMatch(percentage) || undefined}>
      <span className={styles.badgeFigure}>{percentage}%</span>
      <span className="visually-hidden"> match: </span>
      <span className={styles.badgeBand}>{band}</span>
    </span>
  );
}

/**
 * The heading and sentence of a match, from its percentage through the one band vocabulary, so they agree
 * with the badge beside them (and a match stored before the vocabulary changed reads the same).
 */
export function MatchExplanation({ percentage }: { percentage: number }) {
  const { heading, explanation } = matchWording(percentage);
  return (
    <p className={styles.explanation} data-testid="match-explanation">
      <strong>{heading}.</strong> {explanation}
    </p>
  );
}

/** The reasons the scorer gave: the skills, level, place and pay that matched or missed. */
export function MatchReasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className={styles.reasons} aria-label="Why it matches">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

/**
 * Matched skills (up to 3, then '+N more'; all of them with `all`) and the missing ones. The labels name
 * whose skills they are, for the reader ('Your matching skills', 'Skills they have').
 */
export function MatchSkills({
  skills,
  all = false,
  matchedLabel,
  missingLabel,
}: {
  skills: SkillsMatch;
  all?: boolean;
  matchedLabel: string;
  missingLabel: string;
}) {
  const { shown, more } = all ? { shown: skills.matched, more: null } : shownSkills(skills.matched);
  return (
    <div className={styles.skillGroups}>
      {shown.length > 0 ? (
        <div className={styles.skillGroup}>
          <span className={styles.skillGroupLabel}>{matchedLabel}</span>
          <ul className={styles.skills} aria-label={matchedLabel}>
            {shown.map((skill) => (
              <li key={skill} className={`${styles.skill} ${styles.skillMatched}`}>
                <span aria-hidden="true">✓ </span>
                {skill}
              </li>
            ))}
            {more ? <li className={styles.skillMore}>{more}</li> : null}
          </ul>
        </div>
      ) : null}
      {skills.missing.length > 0 ? (
        <div className={styles.skillGroup}>
          <span className={styles.skillGroupLabel}>{missingLabel}</span>
          <ul className={styles.skills} aria-label={missingLabel}>
            {skills.missing.map((skill) => (
              <li key={skill} className={`${styles.skill} ${styles.skillMissing}`}>
                {skill}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The strict filters and the location, each with a tick or a cross. */
export function MatchFactList({ facts }: { facts: readonly MatchFact[] }) {
  return (
    <ul className={styles.matchFacts} aria-label="Match checks">
      {facts.map((fact) => (
        <li key={fact.key} className={fact.ok ? styles.factOk : styles.factNo} data-ok={fact.ok}>
          <span aria-hidden="true" className={styles.factMark}>
            {fact.ok ? '✓' : '✕'}
          </span>
          <span className="visually-hidden">{fact.ok ? 'Yes: ' : 'No: '}</span>
          {fact.text}
        </li>
      ))}
    </ul>
  );
}

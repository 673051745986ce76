import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import styles from './profile.module.css';

interface SectionCardProps {
  title: string;
  /** The card's edit or add control: shown on the own profile only. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One card of the profile page: a titled section, labelled by its heading. */
export function SectionCard({ title, action, children, className }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className={[styles.section, className].filter(Boolean).join(' ')}
    >
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {action ? <div className={styles.sectionAction}>{action}</div> : null}
      </header>
      {children}
    </Card>
  );
}

/** Label and value pairs of a card. Empty values are left out by the caller. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Words shown as chips (skills, languages, locations). */
export function ChipList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** What a card says when it has nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

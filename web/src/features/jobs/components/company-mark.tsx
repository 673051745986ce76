import type { CompanySummary } from '@shared/jobs/types';
import styles from './job-card.module.css';

/** The company's logo, or its initial on a tint; decorative, since the name is always written beside it. */
export function CompanyMark({ company, size = 'md' }: { company: CompanySummary; size?: 'md' | 'lg' }) {
  const className = [styles.mark, size === 'lg' ? styles.markLarge : undefined].filter(Boolean).join(' ');
  if (company.logoUrl) {
    return <img className={className} src={company.logoUrl} alt="" loading="lazy" decoding="async" />;
  }
  return (
    <span className={className} aria-hidden="true">
      {company.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

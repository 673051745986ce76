import {
  answeredShareText,
  responsivenessBasisText,
  usualResponseText,
} from '@shared/employer/responsiveness';
import { useCompanyResponsiveness } from '../api/get-company-responsiveness';
import styles from './job-page.module.css';

/**
 * How quickly the company answers its applicants, once enough applications back it (issue 33). Nothing
 * while it loads, fails or is unknown: a missing figure is no statement about the employer.
 */
export function EmployerResponsiveness({ companyId }: { companyId: string }) {
  const figures = useCompanyResponsiveness(companyId).data?.responsiveness;
  if (!figures) return null;
  const usual = usualResponseText(figures);
  return (
    <div className={styles.responsiveness}>
      {usual ? <p className={styles.responsivenessLead}>{usual}</p> : null}
      <p className={styles.muted}>
        {answeredShareText(figures)}. {responsivenessBasisText(figures)}.
      </p>
    </div>
  );
}

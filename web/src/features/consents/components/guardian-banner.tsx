import { AGE_MESSAGES } from '@shared/privacy/age';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useLocation } from '@/lib/router';
import styles from './guardian-banner.module.css';

/**
 * On every screen of a 16 or 17 year old's account while the parent's confirmation is awaited (ADR 0036):
 * says what waits, and leads to the page that shows where it was sent and sends it again.
 */
export function GuardianBanner() {
  const user = useUser();
  const { pathname } = useLocation();
  // The consents page says the same in its own card, with the resend button.
  if (!user?.awaitingGuardian || pathname === paths.consents.path) return null;
  return (
    <div className={styles.banner} role="status">
      <div className={`container ${styles.inner}`}>
        <p>{AGE_MESSAGES.awaitingGuardian}</p>
        <ButtonLink to={paths.consents.getHref()} variant="outline" size="sm">
          See or resend
        </ButtonLink>
      </div>
    </div>
  );
}

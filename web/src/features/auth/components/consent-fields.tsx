import type { Role } from '@shared/auth/user';
import { PrivacyNotice } from '@/components/privacy-notice/privacy-notice';
import { CheckboxField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import type { Form } from '@/lib/form';
import { Link } from '@/lib/router';
import styles from './auth.module.css';

interface Consents {
  acceptTerms: boolean;
  acceptPrivacyPolicy: boolean;
  consentToDataProcessing: boolean;
}

/**
 * The three consents every new account gives (candidate-side.md section 2), under the itemised privacy
 * notice of the role signing up (ADR 0036): the notice is read before the account exists.
 */
export function ConsentFields({
  form,
  forRole,
}: {
  form: Pick<Form<Consents>, 'values' | 'errors' | 'checkbox'>;
  forRole: Role;
}) {
  const { errors } = form;
  return (
    <div className={styles.consents}>
      <PrivacyNotice forRole={forRole} headingId="sign-up-notice" />
      <CheckboxField
        label={
          <>
            I accept the <Link to={paths.terms.getHref()}>Terms and Conditions</Link>
          </>
        }
        error={errors.acceptTerms}
        {...form.checkbox('acceptTerms')}
      />
      <CheckboxField
        label={
          <>
            I accept the <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
          </>
        }
        error={errors.acceptPrivacyPolicy}
        {...form.checkbox('acceptPrivacyPolicy')}
      />
      <CheckboxField
        label="I consent to Jobmatch processing my personal data to provide its services"
        error={errors.consentToDataProcessing}
        {...form.checkbox('consentToDataProcessing')}
      />
    </div>
  );
}

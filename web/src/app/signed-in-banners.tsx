import { VerificationBanner } from '@/features/auth/components/verification-banner';
import { GuardianBanner } from '@/features/consents/components/guardian-banner';

/** The notices under the header that only a signed-in person can get: an employer's verification, a minor's consent. */
export default function SignedInBanners() {
  return (
    <>
      <VerificationBanner />
      <GuardianBanner />
    </>
  );
}

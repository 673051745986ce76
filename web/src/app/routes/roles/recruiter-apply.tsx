import { RecruiterApplyPage } from '@/features/recruiter-verification/components/recruiter-apply-page';

export function Component() {
  return <RecruiterApplyPage />;
}

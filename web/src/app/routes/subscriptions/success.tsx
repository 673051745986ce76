import { SuccessPage } from '@/features/subscriptions/components/success-page';

/** /subscription/success (approved employers). */
export function Component() {
  return (
    <>
      <title>Payment Successful · Jobmatch</title>
      <SuccessPage />
    </>
  );
}

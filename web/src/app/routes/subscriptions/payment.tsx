import { PaymentPage } from '@/features/subscriptions/components/payment-page';
import { useUser } from '@/lib/auth';

/** /subscription/payment (approved employers). */
export function Component() {
  const user = useUser();
  if (!user) return null;
  return (
    <>
      <title>Payment · Jobmatch</title>
      <PaymentPage user={user} />
    </>
  );
}

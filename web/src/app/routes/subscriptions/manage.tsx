import { ManagePage } from '@/features/subscriptions/components/manage-page';

/** /subscription/manage (approved employers). */
export function Component() {
  return (
    <>
      <title>Manage Subscription · Jobmatch</title>
      <ManagePage />
    </>
  );
}

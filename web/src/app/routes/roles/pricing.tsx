import { PlaceholderPage } from './placeholder-page';

/** Approval-required: only approved employers reach it. */
export function Component() {
  return <PlaceholderPage title="Choose Your Plan" subtitle="Subscription plans for hiring IT talent." />;
}

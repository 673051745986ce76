import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Verify your recruiter account"
      subtitle="Tell us about your company so an admin can approve your account."
    />
  );
}

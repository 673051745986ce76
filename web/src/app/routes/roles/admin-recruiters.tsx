import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Recruiter Verification"
      subtitle="Review recruiter applications and approve employers."
    />
  );
}

import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Welcome to Jobmatch"
      subtitle="Let's set up your profile so employers can find you."
    />
  );
}

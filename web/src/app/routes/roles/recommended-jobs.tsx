import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Recommended Jobs" subtitle="Jobs matched to your profile will appear here." />
  );
}

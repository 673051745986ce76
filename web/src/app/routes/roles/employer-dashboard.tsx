import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="Employer Dashboard" subtitle="Manage your job postings and applications" />;
}

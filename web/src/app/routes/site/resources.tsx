import { ResourcesPage } from '@/features/site-pages/components/resources-page';

export function Component() {
  return <ResourcesPage />;
}

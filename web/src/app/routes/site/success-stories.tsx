import { SuccessStoriesPage } from '@/features/site-pages/components/success-stories-page';

export function Component() {
  return <SuccessStoriesPage />;
}

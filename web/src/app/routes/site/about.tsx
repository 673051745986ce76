import { AboutPage } from '@/features/site-pages/components/about-page';

export function Component() {
  return <AboutPage />;
}

import { WelcomeWizard } from '@/features/profile/components/welcome-wizard';

export function Component() {
  return <WelcomeWizard />;
}

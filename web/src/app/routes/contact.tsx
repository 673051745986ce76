import { ContactPage } from '@/features/contact/components/contact-page';

export function Component() {
  return (
    <>
      <title>Contact us · Jobmatch</title>
      <ContactPage />
    </>
  );
}

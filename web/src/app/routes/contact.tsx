import { SUPPORT } from '@shared/constants';
import { paths } from '@/config/paths';
import { ContactPage } from '@/features/contact/components/contact-page';
import { PageHead } from '@/features/site-pages/components/page-head';

export function Component() {
  return (
    <>
      <PageHead
        title="Contact us"
        description={`Questions about your profile, a job posting or a plan on Jobmatch? Write to our support team (${SUPPORT.hours}): we reply within ${SUPPORT.replyWithinHours} hours.`}
        path={paths.contact.getHref()}
      />
      <ContactPage />
    </>
  );
}

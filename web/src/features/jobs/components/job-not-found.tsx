import { JOB_MESSAGES } from '@shared/jobs/messages';
import { NotFoundView } from '@/components/errors';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** An unknown or deleted job: the 404 page's look, with the way back to the search. */
export function JobNotFound() {
  return (
    <NotFoundView
      title="Job Not Found"
      text={JOB_MESSAGES.jobNotFound}
      actions={
        <>
          <ButtonLink to={paths.jobs.getHref()}>Browse Jobs</ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            Go Home
          </ButtonLink>
        </>
      }
    >
      <title>Job Not Found · Jobmatch</title>
      <meta name="robots" content="noindex" />
    </NotFoundView>
  );
}

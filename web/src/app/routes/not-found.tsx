import { NotFoundView } from '@/components/errors';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useNavigate } from '@/lib/router';

export function Component() {
  const navigate = useNavigate();

  const goBack = () => {
    // The router numbers the entries it created; above 0 the previous page is one of ours.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else if (window.history.length > 1) window.history.back();
    // A tab opened straight on a dead link has nowhere to go back to; home is the useful answer there.
    else navigate(paths.home.getHref());
  };

  return (
    <NotFoundView
      title="Page Not Found"
      text="The page you are looking for does not exist or has moved. Check the address, or carry on from one of these."
      actions={
        <>
          <ButtonLink to={paths.home.getHref()}>Go Home</ButtonLink>
          <ButtonLink to={paths.jobs.getHref()} variant="secondary">
            Browse Jobs
          </ButtonLink>
          <Button variant="outline" onClick={goBack}>
            Go Back
          </Button>
        </>
      }
    >
      <title>Page Not Found · Jobmatch</title>
    </NotFoundView>
  );
}

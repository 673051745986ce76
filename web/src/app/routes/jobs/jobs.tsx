import { JobAlertButton } from '@/features/job-alerts/components/job-alert-button';
import { JobSearchPage, SEARCH_DESCRIPTION } from '@/features/jobs/components/job-search-page';
import { pageTitle, ShareTags } from '@/features/site-pages/components/page-head';
import { useLocation } from '@/lib/router';

/** /jobs: the public job search. */
export function Component() {
  // The search is the page (a shared link is the search itself), so its address keeps the query.
  const { pathname, search } = useLocation();
  return (
    <>
      {/* The search page sets its own title (it names the search) and description. */}
      <ShareTags
        title={pageTitle('Find Jobs')}
        description={SEARCH_DESCRIPTION}
        path={`${pathname}${search}`}
      />
      <JobSearchPage resultsAction={(filters) => <JobAlertButton filters={filters} />} />
    </>
  );
}

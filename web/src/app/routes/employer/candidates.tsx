import { CandidateSearchPage } from '@/features/candidate-search/components/candidate-search-page';

export function Component() {
  return (
    <>
      <title>Find candidates · Jobmatch</title>
      <CandidateSearchPage />
    </>
  );
}

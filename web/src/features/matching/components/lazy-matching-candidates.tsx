import { type ComponentProps, lazy, Suspense } from 'react';
import { MatchingCandidatesLoading } from './matching-candidates-loading';

/*
 * A job's matching candidates are a view of the dashboard's Applications tab, never its first screen:
 * their code loads when the view is first shown, behind the same line they show while their answer loads.
 */
const MatchingCandidates = lazy(async () => ({
  default: (await import('./matching-candidates')).MatchingCandidates,
}));

export function LazyMatchingCandidates(props: ComponentProps<typeof MatchingCandidates>) {
  return (
    <Suspense fallback={<MatchingCandidatesLoading />}>
      <MatchingCandidates {...props} />
    </Suspense>
  );
}

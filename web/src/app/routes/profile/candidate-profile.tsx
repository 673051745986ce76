import { ReachActions } from '@/features/candidate-search/components/reach-actions';
import { CandidateProfilePage } from '@/features/profile/components/candidate-profile-page';
import { useParams } from '@/lib/router';

export function Component() {
  const { userId = '' } = useParams();
  return (
    <>
      <title>Candidate profile · Jobmatch</title>
      {/* Keyed, so moving between two people's profiles starts from a clean page. */}
      <CandidateProfilePage
        key={userId}
        userId={userId}
        viewerActions={(profile) => <ReachActions profile={profile} />}
      />
    </>
  );
}

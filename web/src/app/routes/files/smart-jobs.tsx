import { ResumeGate } from '@/features/files/components/resume-gate';
import { PlaceholderPage } from '../roles/placeholder-page';

/** /smart-jobs: behind the resume gate; the recommendations themselves come with the matching feature. */
export function Component() {
  return (
    <ResumeGate>
      <PlaceholderPage
        title="Smart Job Recommendations"
        subtitle="Jobs ranked by how well they match your profile will appear here once jobs go live."
      />
    </ResumeGate>
  );
}

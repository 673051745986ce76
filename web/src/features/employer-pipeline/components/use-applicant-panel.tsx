import type { PipelineApplication } from '@shared/employer/types';
import { useState } from 'react';
import { LazyApplicantPanel } from './lazy-applicant-panel';

/** The application whose side panel is open, and the panel itself to render. */
export function useApplicantPanel() {
  const [open, setOpen] = useState<PipelineApplication | null>(null);
  const panel = open ? (
    <LazyApplicantPanel key={open.id} application={open} onClose={() => setOpen(null)} />
  ) : null;
  return { openPanel: setOpen, panel };
}

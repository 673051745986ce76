import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * An applicant's panel (profile, resume, notes and the status form) opens on a click: its code loads then
 * (or when the person points at an application), not with the dashboard.
 */

const loadApplicantPanel = () => import('./applicant-panel');

/** Starts loading the panel's code; the browser fetches it once, whoever asks first. */
export function preloadApplicantPanel(): void {
  loadApplicantPanel().catch(() => {
    // The panel's own load, when it opens, reports the failure through the page's error boundary.
  });
}

const ApplicantPanel = lazy(async () => ({ default: (await loadApplicantPanel()).ApplicantPanel }));

/** The panel, rendered once its code is there; a modal covers the page, so no space is kept meanwhile. */
export function LazyApplicantPanel(props: ComponentProps<typeof ApplicantPanel>) {
  return (
    <Suspense fallback={null}>
      <ApplicantPanel {...props} />
    </Suspense>
  );
}

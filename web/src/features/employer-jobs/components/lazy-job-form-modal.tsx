import { type ComponentProps, lazy, Suspense } from 'react';

/*
 * The job form (react-hook-form, its resolver and the shared job schema) is not part of any first screen:
 * it loads when a person is about to post or edit a job, not with the page that offers it.
 */

const loadJobFormModal = () => import('./job-form-modal');

/** Starts loading the form's code; the browser fetches it once, whoever asks first. */
export function preloadJobFormModal(): void {
  loadJobFormModal().catch(() => {
    // The modal's own load, when it opens, reports the failure through the page's error boundary.
  });
}

const JobFormModal = lazy(async () => ({ default: (await loadJobFormModal()).JobFormModal }));

/**
 * The job form's modal, rendered once its code is there. A modal covers the page, so there is no space to
 * keep meanwhile; focus stays on the button that opened it until the modal takes it.
 */
export function LazyJobFormModal(props: ComponentProps<typeof JobFormModal>) {
  return (
    <Suspense fallback={null}>
      <JobFormModal {...props} />
    </Suspense>
  );
}

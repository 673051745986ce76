import { lazy } from 'react';

/*
 * The own profile's edit forms and confirmations (with react-hook-form, the resolver and the shared zod
 * schemas) are not part of the first screen: they load when a person is about to open one, not with the
 * page.
 */

const loadProfileDialog = () => import('./profile-dialog');

/** Starts loading the dialogs' code; the browser fetches it once, whoever asks first. */
export function preloadProfileDialog(): void {
  loadProfileDialog().catch(() => {
    // The dialog's own load, when it opens, reports the failure through the page's error boundary.
  });
}

export const LazyProfileDialog = lazy(async () => ({ default: (await loadProfileDialog()).ProfileDialog }));

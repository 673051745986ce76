import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open now, in the order they opened. A modal dialog makes the rest of the page inert,
 * so what must stay reachable while one is open (the toasts, with their Undo) is drawn inside the top one.
 */
const openModals: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Records a dialog just shown as a modal; the returned function forgets it once it closes. */
export function trackOpenModal(dialog: HTMLDialogElement): () => void {
  openModals.push(dialog);
  changed();
  return () => {
    const index = openModals.lastIndexOf(dialog);
    if (index === -1) return;
    openModals.splice(index, 1);
    changed();
  };
}

export function subscribeToOpenModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal dialog opened last and still open, if any. */
export function getTopModal(): HTMLDialogElement | null {
  return openModals.at(-1) ?? null;
}

/** The top-most open modal dialog (none while prerendering), re-rendering as modals open and close. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribeToOpenModals, getTopModal, () => null);
}

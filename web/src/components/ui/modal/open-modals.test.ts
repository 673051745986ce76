// Boundary: the record of open modals that useTopModal reads - the top one is the one opened last and still open.
import { describe, expect, it, vi } from 'vitest';
import { getTopModal, subscribeToOpenModals, trackOpenModal } from './open-modals';

const dialog = (name: string) => ({ name }) as unknown as HTMLDialogElement;

describe('open modals', () => {
  it('the top modal is the last opened, then the one under it once that closes', () => {
    const first = dialog('first');
    const second = dialog('second');
    expect(getTopModal()).toBeNull();
    const forgetFirst = trackOpenModal(first);
    const forgetSecond = trackOpenModal(second);
    expect(getTopModal()).toBe(second);
    forgetSecond();
    expect(getTopModal()).toBe(first);
    forgetFirst();
    expect(getTopModal()).toBeNull();
  });

  it('a modal closing under another leaves the top one on top', () => {
    const first = dialog('first');
    const second = dialog('second');
    const forgetFirst = trackOpenModal(first);
    const forgetSecond = trackOpenModal(second);
    forgetFirst();
    expect(getTopModal()).toBe(second);
    forgetSecond();
    expect(getTopModal()).toBeNull();
  });

  it('tells subscribers of each open and close, once, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToOpenModals(listener);
    const forget = trackOpenModal(dialog('only'));
    expect(listener).toHaveBeenCalledTimes(1);
    forget();
    forget();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    trackOpenModal(dialog('unheard'))();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

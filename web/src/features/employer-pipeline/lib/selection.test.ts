import { describe, expect, it } from 'vitest';
import { bulkLabel, EMPTY_SELECTION, selectionReducer } from './selection';

describe('selectionReducer', () => {
  it('toggles one application', () => {
    const one = selectionReducer(EMPTY_SELECTION, { type: 'toggle', id: 'a' });
    expect([...one]).toEqual(['a']);
    expect(selectionReducer(one, { type: 'toggle', id: 'a' }).size).toBe(0);
  });

  it('selects and unselects all shown', () => {
    const all = selectionReducer(new Set(['x']), { type: 'setAll', ids: ['a', 'b'], selected: true });
    expect([...all].sort()).toEqual(['a', 'b', 'x']);
    expect([...selectionReducer(all, { type: 'setAll', ids: ['a', 'b'], selected: false })]).toEqual(['x']);
  });

  it('drops ticks on applications no longer shown, keeping the same state when nothing changes', () => {
    const state = new Set(['a', 'b']);
    expect([...selectionReducer(state, { type: 'keepOnly', ids: ['b', 'c'] })]).toEqual(['b']);
    expect(selectionReducer(state, { type: 'keepOnly', ids: ['a', 'b', 'c'] })).toBe(state);
  });

  it('clears', () => {
    expect(selectionReducer(new Set(['a']), { type: 'clear' }).size).toBe(0);
    expect(selectionReducer(EMPTY_SELECTION, { type: 'clear' })).toBe(EMPTY_SELECTION);
  });

  it('labels the bulk bar', () => {
    expect(bulkLabel(3)).toBe('Change status of 3 selected');
  });
});

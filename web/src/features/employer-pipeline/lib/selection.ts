/** Which applications are ticked for a bulk status change. */
export type Selection = ReadonlySet<string>;

export type SelectionAction =
  | { type: 'toggle'; id: string }
  | { type: 'setAll'; ids: readonly string[]; selected: boolean }
  /** The list changed (filter, page, refetch): ticks on applications no longer shown are dropped. */
  | { type: 'keepOnly'; ids: readonly string[] }
  | { type: 'clear' };

export const EMPTY_SELECTION: Selection = new Set();

export function selectionReducer(state: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'toggle': {
      const next = new Set(state);
      if (next.has(action.id)) next.delete(action.id);
      else next.add(action.id);
      return next;
    }
    case 'setAll': {
      const next = new Set(state);
      for (const id of action.ids) {
        if (action.selected) next.add(id);
        else next.delete(id);
      }
      return next;
    }
    case 'keepOnly': {
      const shown = new Set(action.ids);
      const kept = [...state].filter((id) => shown.has(id));
      // The same object when nothing was dropped, so React skips the render.
      return kept.length === state.size ? state : new Set(kept);
    }
    case 'clear':
      return state.size === 0 ? state : EMPTY_SELECTION;
  }
}

/** The bulk bar's label: 'Change status of 3 selected'. */
export function bulkLabel(count: number): string {
  return `Change status of ${count} selected`;
}

// Boundary: adding an entry to a chips list (pure): trimmed, no blanks, no duplicates in any case, a cap.
import { describe, expect, it } from 'vitest';
import { addChip } from './chips-input';

describe('addChip', () => {
  it('adds a trimmed entry', () => {
    expect(addChip(['React'], '  Node.js ')).toEqual({ list: ['React', 'Node.js'], error: null });
  });

  it('refuses a blank entry, a duplicate in another case, and an entry past the cap', () => {
    expect(addChip(['React'], '  ').error).toBe('blank');
    expect(addChip(['React'], 'react').error).toBe('duplicate');
    expect(addChip(['A', 'B'], 'C', 2)).toEqual({ list: ['A', 'B'], error: 'full' });
  });
});

// Boundary: the checked-in map of the table (TABLE.md) against the entity definitions it is drawn from.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTableMap } from './table-map';

describe('the table map', () => {
  it('is the map the entities draw today (else run `npx tsx bin/table-map.ts`)', async () => {
    process.env.TABLE_NAME ??= 'table-map';
    const checkedIn = readFileSync(new URL('./TABLE.md', import.meta.url), 'utf8');
    expect(checkedIn).toBe(await renderTableMap());
  }, 30_000);
});

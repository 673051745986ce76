/** Writes functions/model/TABLE.md, the map of the table, from the entity definitions. */
import { writeFileSync } from 'node:fs';
import { renderTableMap } from '../functions/model/table-map';

process.env.TABLE_NAME ??= 'table-map';
writeFileSync(new URL('../functions/model/TABLE.md', import.meta.url), await renderTableMap());

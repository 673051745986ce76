import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The one-page map of the table (TABLE.md beside this file), drawn from the entity definitions themselves
 * so it cannot drift: every ElectroDB entity of the model, its keys and indexes, and the folders that
 * import it. `npx tsx bin/table-map.ts` writes it; table-map.unit.test.ts fails when it is stale.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const functionsRoot = path.dirname(here);

interface KeyPart {
  field: string;
  composite: string[];
}
interface IndexSchema {
  index?: string;
  pk: KeyPart;
  sk?: KeyPart;
}
interface EntitySchema {
  model: { entity: string; version: string };
  indexes: Record<string, IndexSchema>;
}
type Built = { schema?: EntitySchema; entities?: Record<string, { schema: EntitySchema }> };

const LAZY_EXPORT = /export const (\w+) = lazy\(/g;

function modelFiles(): string[] {
  return readdirSync(here)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.') && name !== 'table-map.ts')
    .sort();
}

/** Folders of functions/ whose shipped code imports `name` from the model file `file`. */
function importersOf(file: string, name: string): string[] {
  const module = file.replace(/\.ts$/, '');
  const folders = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.')) {
        const source = readFileSync(full, 'utf8');
        for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
          const target = path.resolve(path.dirname(full), match[2] as string);
          if (target !== path.join(here, module)) continue;
          const names = (match[1] as string).split(',').map((part) => part.replace(/^\s*type\s+/, '').trim());
          if (names.includes(name))
            folders.add(path.relative(functionsRoot, full).split(path.sep)[0] as string);
        }
      }
    }
  };
  walk(functionsRoot);
  return [...folders].sort();
}

const keyOf = (part: KeyPart | undefined) =>
  part
    ? `${part.field}: ${part.composite.length ? part.composite.map((name) => `{${name}}`).join(', ') : '-'}`
    : '';

/** The map as markdown. Needs TABLE_NAME set (entities are built, never sent anything). */
export async function renderTableMap(): Promise<string> {
  const lines = [
    '# The table, item by item',
    '',
    'Generated from the entity definitions in `functions/model/` by `npx tsx bin/table-map.ts`; a unit test',
    'fails when this page is stale. One DynamoDB table: `pk`/`sk`, indexes `gsi1` and `gsi2`, TTL on',
    '`expiresAt`. ElectroDB prefixes each key with the service and entity, so item types never collide.',
    '"Imported by" names the folders whose code uses the entity (writers and readers).',
    '',
    '| Aggregate (model file) | Item (entity v) | Access pattern | Index | Partition key | Sort key | Imported by |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const file of modelFiles()) {
    const source = readFileSync(path.join(here, file), 'utf8');
    const exports = [...source.matchAll(LAZY_EXPORT)].map((match) => match[1] as string);
    if (exports.length === 0) continue;
    const module = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, () => Built>;
    for (const name of exports) {
      const built = (module[name] as () => Built)();
      const schemas = built.entities
        ? Object.values(built.entities).map((entity) => entity.schema)
        : [built.schema];
      const importers = importersOf(file, name).join(', ') || '-';
      for (const schema of schemas as EntitySchema[]) {
        for (const [pattern, index] of Object.entries(schema.indexes)) {
          lines.push(
            `| ${file} \`${name}\` | ${schema.model.entity} v${schema.model.version} | ${pattern} | ${index.index ?? 'table'} | ${keyOf(index.pk)} | ${keyOf(index.sk)} | ${importers} |`,
          );
        }
      }
    }
  }
  lines.push(
    '',
    '## Items keyed by hand (no ElectroDB)',
    '',
    'Hot paths that write many small items keep their key templates as plain functions, in the model too:',
    '',
    '- `match-keys.ts`: materialised matching (pairs, postings by skill, vocabularies, side state, invitations, applied marks; ADR 0013).',
    '- `job-postings.ts`: the job search index (word and facet postings, counters, expiry; ADR 0009).',
    '- `platform/rate-limit.ts`: rate-limit buckets, and `platform/auth/account-items.ts`: the route guard reads the `user` and `membership` items above by their ElectroDB keys.',
    '',
  );
  return lines.join('\n');
}

// Boundary: the import arrows between the folders of functions/ (the server's house, ADR 0001 revision).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The layers, lowest first: `platform/` (capabilities: http, auth, clients, db), `model/` (the one
 * table's entities, key templates, writers and rules on the data, and the event contracts), then the
 * features, which never import each other, and the demo seed (demo/), which writes through model/ like a
 * feature. Above them only the root route table (routes.ts). `shared/` (outside functions/) is below
 * all of them. Test files are left out: a test
 * arranges its state through whichever feature makes it (an account, a job, the demo data), as a user
 * would, so it may import any folder; what ships is what the layering is for.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const PLATFORM = 'platform';
const MODEL = 'model';
const DEMO = 'demo';
/** The root's own files (routes.ts): composition. */
const ROOT = '.';

interface Arrow {
  from: string;
  to: string;
  file: string;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|mts|mjs)$/.test(name) ? [full] : [];
  });
}

/** The folder of functions/ a path lies in (`.` for the root's files), or undefined outside functions/. */
function folderOf(file: string): string | undefined {
  const relative = path.relative(root, file);
  if (relative.startsWith('..')) return undefined;
  const parts = relative.split(path.sep);
  return parts.length === 1 ? ROOT : parts[0];
}

function arrows(): Arrow[] {
  const found: Arrow[] = [];
  for (const file of filesUnder(root).filter((name) => !/\.test\.ts$/.test(name))) {
    const from = folderOf(file) as string;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const to = folderOf(path.resolve(path.dirname(file), match[1] as string));
      if (to === undefined || to === from) continue;
      found.push({ from, to, file: path.relative(root, file) });
    }
  }
  return found;
}

const isFeature = (folder: string) => ![PLATFORM, MODEL, DEMO, ROOT].includes(folder);

/** Why an arrow is against the layering, or undefined when it is allowed. */
function breach({ from, to }: Arrow): string | undefined {
  if (from === ROOT) return undefined;
  // The local stack hosts the route table it is given by the root (functions/routes.ts).
  if (from === PLATFORM) return to === ROOT ? undefined : 'platform/ imports only itself (and shared/)';
  if (from === MODEL) return to === PLATFORM ? undefined : 'model/ imports only platform/ (and shared/)';
  if (to === PLATFORM || to === MODEL) return undefined;
  if (to === ROOT) return 'only bin/, tests and the root compose features';
  if (to === DEMO) return 'only bin/ and tests seed the demo data';
  if (isFeature(to)) return 'features never import each other';
  return undefined;
}

describe('the house of functions/', () => {
  const all = arrows();

  it('has no arrow against the layers', () => {
    const against = all.flatMap((arrow) => {
      const reason = breach(arrow);
      return reason ? [`${arrow.from} -> ${arrow.to}: ${reason} (${arrow.file})`] : [];
    });
    expect(against).toEqual([]);
  });

  it('has no circle of imports between folders', () => {
    const next = new Map<string, Set<string>>();
    for (const { from, to } of all) {
      const targets = next.get(from) ?? new Set<string>();
      targets.add(to);
      next.set(from, targets);
    }
    const circles: string[] = [];
    const visit = (folder: string, trail: string[]) => {
      for (const to of next.get(folder) ?? []) {
        const at = trail.indexOf(to);
        if (at >= 0) circles.push([...trail.slice(at), to].join(' -> '));
        else visit(to, [...trail, to]);
      }
    };
    for (const folder of next.keys()) visit(folder, [folder]);
    // The local stack (platform/) hosts the route table the root composes: that circle is the host's.
    const real = circles.filter((circle) => !circle.split(' -> ').includes(ROOT));
    expect([...new Set(real)]).toEqual([]);
  });
});

// Boundary: the import arrows between the folders of functions/ (the server's house, ADR 0001 revision).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The layers, lowest first: `platform/` (capabilities: http, auth, clients, db), `model/` (the one
 * table's entities, key templates and rules on the data, and the event contracts), then the features,
 * which never import each other. Above them only composition: the root route table (routes.ts) and the
 * demo seed (demo/). `shared/` (outside functions/) is below all of them. Test files are left out: a test
 * arranges its state through whichever feature makes it (an account, a job, the demo data), as a user
 * would, so it may import any folder; what ships is what the layering is for.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const PLATFORM = 'platform';
const MODEL = 'model';
const DEMO = 'demo';
/** The root's own files (routes.ts): composition, like demo/. */
const ROOT = '.';

/**
 * Arrows from one feature to another still to be taken apart: each is a debt with a count that may only
 * fall. A new arrow, or more of one listed here, fails the check.
 */
const KNOWN_DEBTS: Record<string, number> = {
  'applications -> profile': 1,
};

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
  if (from === ROOT || from === DEMO) return undefined;
  // The local stack hosts the route table it is given by the root (functions/routes.ts).
  if (from === PLATFORM) return to === ROOT ? undefined : 'platform/ imports only itself (and shared/)';
  if (from === MODEL) return to === PLATFORM ? undefined : 'model/ imports only platform/ (and shared/)';
  if (to === PLATFORM || to === MODEL) return undefined;
  if (to === DEMO || to === ROOT) return 'only bin/, tests and the root compose features';
  if (isFeature(to)) return 'features never import each other';
  return undefined;
}

describe('the house of functions/', () => {
  const all = arrows();

  it('has no arrow against the layers but the listed debts, and those only shrink', () => {
    const counts = new Map<string, number>();
    const reasons = new Map<string, string>();
    for (const arrow of all) {
      const reason = breach(arrow);
      if (!reason) continue;
      const pair = `${arrow.from} -> ${arrow.to}`;
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
      reasons.set(pair, `${reason} (${arrow.file})`);
    }
    const over = [...counts]
      .filter(([pair, count]) => count > (KNOWN_DEBTS[pair] ?? 0))
      .map(([pair, count]) => `${pair} x${count}: ${reasons.get(pair)}`);
    expect(over).toEqual([]);
  });

  it('has no circle of imports between folders', () => {
    const next = new Map<string, Set<string>>();
    // A listed debt is known to close circles (profile and applications): it is counted above instead.
    for (const { from, to } of all.filter(({ from, to }) => !KNOWN_DEBTS[`${from} -> ${to}`])) {
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

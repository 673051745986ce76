import { isDeepStrictEqual } from 'node:util';
import { createWriteTransaction } from 'electrodb';
import { BadRequestError } from '../platform/errors';
import { identity } from './accounts';
import { type ProfilePart, partOf, type RevisionAttribute, revisionOf } from './profile-parts';
import { type ProfileItem, profiles } from './profiles';

/*
 * The one way a profile is written: only the attributes a save changed, on the condition that the parts
 * they belong to are at the revisions the save read (profile-parts.ts).
 */

/**
 * DynamoDB refuses an item over 400 KB (a 500 if it got that far). The save's item is measured as JSON,
 * which counts at least what DynamoDB counts for the same data; the rest is room for keys and names.
 */
export const PROFILE_BYTE_BUDGET = 350_000;

export const PROFILE_TOO_LARGE =
  'Your profile is too large to save. Shorten some descriptions or remove entries you no longer need.';

export class ProfileTooLargeError extends BadRequestError {
  constructor() {
    super(PROFILE_TOO_LARGE);
  }
}

const bytesOf = (item: object) => Buffer.byteLength(JSON.stringify(item));

/**
 * Refuses, before any write, a save that grows the profile past the budget. A save that does not grow it
 * passes, so a profile stored over the budget before it existed can still be trimmed.
 */
export function checkByteBudget(before: object, after: object): void {
  const size = bytesOf(after);
  if (size > PROFILE_BYTE_BUDGET && size > bytesOf(before)) throw new ProfileTooLargeError();
}

/** Attributes the write keeps itself (the key, the bookkeeping) and the computed figures, set every time. */
const BOOKKEEPING = new Set(['userId', 'version', 'createdAt', 'updatedAt']);
const FIGURES = new Set(['profileCompletionPercentage', 'hasRequiredMatchingData']);

export interface ProfileChange {
  set: Record<string, unknown>;
  remove: string[];
  /** The parts the change touches, each with the revision it was read at (undefined: never written). */
  locks: { attribute: RevisionAttribute; expected: number | undefined }[];
}

/** What turns `before` into `after`: the changed attributes, and the revisions of their parts to check. */
export function changeOf(before: Record<string, unknown>, after: Record<string, unknown>): ProfileChange {
  const change: ProfileChange = { set: {}, remove: [], locks: [] };
  const parts = new Set<ProfilePart>();
  for (const attribute of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (BOOKKEEPING.has(attribute) || attribute.endsWith('Rev')) continue;
    const value = after[attribute];
    if (FIGURES.has(attribute)) {
      change.set[attribute] = value;
      continue;
    }
    if (isDeepStrictEqual(before[attribute], value)) continue;
    const part = partOf(attribute);
    // A programming error, not bad input: every stored attribute must belong to a part.
    if (!part) throw new Error(`No profile part owns the attribute ${attribute}`);
    parts.add(part);
    if (value === undefined || value === null) change.remove.push(attribute);
    else change.set[attribute] = value;
  }
  for (const part of parts) {
    const attribute = revisionOf(part);
    const expected = before[attribute] as number | undefined;
    change.locks.push({ attribute, expected });
    change.set[attribute] = (expected ?? 0) + 1;
  }
  return change;
}

/** Another save got there first: its condition failed, or a transaction (a header save) held the item. */
const lostRace = (error: unknown) =>
  /conditional request failed|ConditionalCheckFailed|TransactionConflict|transaction is ongoing/i.test(
    `${(error as Error)?.name} ${(error as Error)?.message}`,
  );
const isTooLarge = (message: unknown) => /item size|maximum allowed size/i.test(String(message));

/** A failed write: a lost condition answers undefined (the caller reads again), a too large item a 400. */
function refused(error: unknown): undefined {
  if (isTooLarge((error as Error)?.message)) throw new ProfileTooLargeError();
  if (lostRace(error)) return undefined;
  throw error;
}

type ProfileUpdate = ReturnType<ReturnType<typeof profiles>['update']>;

/** The update's operations: the change, the bookkeeping, and `version` up by one. */
const operations =
  (change: ProfileChange, now: string): Parameters<ProfileUpdate['data']>[0] =>
  (attributes, { set, remove, add, ifNotExists }) => {
    const attribute = (name: string) => (attributes as unknown as Record<string, never>)[name] as never;
    for (const [name, value] of Object.entries(change.set)) set(attribute(name), value as never);
    for (const name of change.remove) remove(attribute(name));
    set(attributes.updatedAt, now);
    add(attributes.version, 1);
    ifNotExists(attributes.createdAt, now);
  };

/** The update's condition: every part it touches is still at the revision the save read. */
const unchangedParts =
  (change: ProfileChange): Parameters<ReturnType<ProfileUpdate['data']>['where']>[0] =>
  (attributes, { eq, notExists }) =>
    change.locks
      .map(({ attribute, expected }) => {
        const revision = (attributes as unknown as Record<RevisionAttribute, never>)[attribute];
        return expected === undefined ? notExists(revision) : eq(revision, expected as never);
      })
      .join(' AND ');

/**
 * Writes the change; with `names`, the account's names change in the same transaction. The profile is a
 * candidate's alone, and a candidate belongs to no organisation, so no membership's copy of the names
 * (ADR 0017) follows them here. Answers the item
 * as it now stands (other parts included), or undefined when a part changed since it was read.
 */
export async function writeChange(
  userId: string,
  change: ProfileChange,
  names?: { firstName: string; lastName: string },
): Promise<ProfileItem | undefined> {
  const now = new Date().toISOString();
  if (!names) {
    return profiles()
      .update({ userId })
      .data(operations(change, now))
      .where(unchangedParts(change))
      .go({ response: 'all_new' })
      .then(({ data }) => data as ProfileItem, refused);
  }
  const { canceled, data } = await createWriteTransaction(
    { user: identity().entities.user, profile: profiles() },
    (e) => [
      e.user
        .patch({ id: userId })
        .set({ ...names, updatedAt: now })
        .commit(),
      e.profile.update({ userId }).data(operations(change, now)).where(unchangedParts(change)).commit(),
    ],
  )
    .go()
    .catch((error: unknown) => {
      refused(error);
      return { canceled: true, data: [] };
    });
  if (canceled) {
    if (data.some((result) => isTooLarge((result as { message?: string }).message))) {
      throw new ProfileTooLargeError();
    }
    return undefined;
  }
  // A transaction answers no item: read what now stands.
  const { data: item } = await profiles().get({ userId }).go({ consistent: true });
  return item ?? undefined;
}

/**
 * Sets the computed figures of an item unless it was written again since (that save's own answer
 * includes this one's change, and it settles the figures itself). Answers the item as it stands.
 */
export async function settleFigures(
  userId: string,
  item: ProfileItem,
  figures: Partial<ProfileItem>,
): Promise<ProfileItem> {
  const current = item as unknown as Record<string, unknown>;
  if (Object.entries(figures).every(([key, value]) => isDeepStrictEqual(current[key], value))) return item;
  return profiles()
    .update({ userId })
    .set(figures)
    .add({ version: 1 })
    .where(({ version }, { eq }) => eq(version, item.version))
    .go({ response: 'all_new' })
    .then(
      ({ data }) => data as ProfileItem,
      (error: unknown) => refused(error) ?? item,
    );
}

import { createWriteTransaction } from 'electrodb';
import { isExpired } from '../../shared/teams/rules';
import { invitations } from '../model/invitations';
import { memberships } from '../model/memberships';
import { type TeamSeatsItem, type TeamSeatsWrites, teamSeats } from '../model/team-seats';
import { ConflictError } from '../platform/errors';

/*
 * The organisation's seat counter (model/team-seats.ts): read before a write that takes or frees a seat,
 * and changed in that write's transaction. The limit itself is the plan's (shared/teams/rules), applied
 * as the condition of the transaction, never by comparing a count read a moment before.
 */

type Outcome = { canceled: boolean; data: readonly ({ rejected?: boolean; code?: string } | undefined)[] };

/** Which items of a cancelled transaction refused on their condition. */
export const refusedItems = (outcome: Outcome): boolean[] =>
  outcome.data.map((item) => item?.rejected === true && item.code === 'ConditionalCheckFailed');

const collided = (outcome: Outcome) =>
  outcome.canceled && outcome.data.some((item) => item?.code === 'TransactionConflict');

const ATTEMPTS = 10;

/** Gives up after the team kept changing under a write: 409, for the person to try again. */
export const teamBusy = () => new ConflictError('The team changed at the same moment. Please try again.');
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 10 * 2 ** Math.min(attempt, 5) * (0.5 + Math.random())));

/**
 * Runs a transaction again, from its reads, while it only collided with another transaction on the same
 * items (two invitations at once both move the counter): DynamoDB cancels one of them without judging
 * its conditions. Answers the first outcome that committed or was refused on a condition.
 */
export async function transactRetrying<R extends Outcome>(run: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await run();
    if (!collided(outcome) || refusedItems(outcome).some(Boolean)) return outcome;
    if (attempt >= ATTEMPTS) throw teamBusy();
    await pause(attempt);
  }
}

/**
 * The organisation's seat counter, made from its items when it has none yet (an organisation whose team
 * was written before the counter): its memberships, and its open invitations, which are marked as
 * holding their seats in the same transaction. The creation is conditional on the counter still not
 * existing and on each invitation being as read, so of two first uses one counts and the other reads
 * what it counted. Every write that moves the counter reads it here first, so none commits between this
 * count and the counter's creation.
 */
export async function seatCounter(
  organisation: { id: string; ownerId: string },
  now = new Date(),
): Promise<TeamSeatsItem> {
  for (let attempt = 1; ; attempt++) {
    const { data } = await teamSeats().get({ organisationId: organisation.id }).go({ consistent: true });
    if (data) return data;
    const counted = await countSeats(organisation, now);
    const outcome = await createWriteTransaction(
      { seats: teamSeats(), invitation: invitations() },
      (entities) => [
        entities.seats.create(counted.counter).commit(),
        ...counted.open.map((item) =>
          entities.invitation
            .patch({ organisationId: organisation.id, id: item.id })
            .set({ seatHeld: true })
            .where(
              (attributes, { eq, notExists }) =>
                `${notExists(attributes.seatHeld)} AND ${eq(attributes.status, 'pending')} AND ${eq(attributes.expiresAt, item.expiresAt)}`,
            )
            .commit(),
        ),
      ],
    ).go();
    if (!outcome.canceled) return counted.counter;
    if (attempt >= ATTEMPTS) throw teamBusy();
    await pause(attempt);
  }
}

/** What the organisation's items hold: its memberships (whatever their status) and its open invitations. */
async function countSeats(organisation: { id: string; ownerId: string }, now: Date) {
  const [{ data: team }, { data: sent }] = await Promise.all([
    memberships().query.byOrganisation({ organisationId: organisation.id }).go({ pages: 'all' }),
    invitations()
      .query.byOrganisation({ organisationId: organisation.id })
      .go({ pages: 'all', consistent: true }),
  ]);
  let members = team.length;
  // The team's index is read eventually consistently: the owner's membership, written with a new
  // organisation a moment ago, is read by its key instead when the index does not show it yet.
  if (!team.some((membership) => membership.userId === organisation.ownerId)) {
    const { data: own } = await memberships().get({ userId: organisation.ownerId }).go({ consistent: true });
    if (own?.organisationId === organisation.id) members += 1;
  }
  // A transaction takes 100 items: the counter and at most 99 invitations (a team has at most 10 seats).
  const open = sent
    .filter((item) => item.status === 'pending' && !isExpired(item.expiresAt, now))
    .slice(0, 99);
  const counter: TeamSeatsItem = {
    organisationId: organisation.id,
    seats: members + open.length,
    members,
    countedAt: now.toISOString(),
  };
  return { counter, open };
}

/** Whether the invitation holds a seat; an invitation written before the counter holds none once counted. */
export const holdsSeat = (item: { seatHeld?: boolean }) => item.seatHeld === true;

type Where = {
  eq: (attribute: unknown, value: unknown) => string;
  notExists: (attribute: unknown) => string;
};

/**
 * A condition for a write to an invitation: it is still waiting, with the expiry and the seat it had when
 * read, so a write racing it (a resend, the seat given back, an answer) cancels the transaction.
 */
export const invitationAsRead =
  (item: { expiresAt: string; seatHeld?: boolean }) =>
  (attributes: { status: unknown; expiresAt: unknown; seatHeld: unknown }, { eq, notExists }: Where) => {
    const seat = holdsSeat(item)
      ? eq(attributes.seatHeld, true)
      : `(${notExists(attributes.seatHeld)} OR ${eq(attributes.seatHeld, false)})`;
    return `${eq(attributes.status, 'pending')} AND ${eq(attributes.expiresAt, item.expiresAt)} AND ${seat}`;
  };

/** The counter's part in a transaction: seats and members moved, within `limit` when either grows. */
export function seatsMoved(
  entity: TeamSeatsWrites,
  organisationId: string,
  change: { seats: number; members?: number },
  now: Date,
  limits: { seats?: number; members?: number } = {},
) {
  const members = change.members ?? 0;
  return entity
    .patch({ organisationId })
    .add({ seats: change.seats, members })
    .set({ countedAt: now.toISOString() })
    .where((attributes, { exists, lt }) =>
      [
        exists(attributes.seats),
        ...(limits.seats === undefined ? [] : [lt(attributes.seats, limits.seats)]),
        ...(limits.members === undefined ? [] : [lt(attributes.members, limits.members)]),
      ].join(' AND '),
    )
    .commit();
}

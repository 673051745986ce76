import { indianDay } from '../../shared/dates';
import {
  type AdminPrivacyRequestView,
  isFinal,
  PRIVACY_REQUEST,
  PRIVACY_REQUEST_MESSAGES,
  type PrivacyRequestView,
} from '../../shared/privacy/requests';
import type {
  GuestPrivacyRequestInput,
  PrivacyRequestDecisionInput,
  PrivacyRequestInput,
} from '../../shared/privacy/schemas';
import { PRIVACY_REQUEST_CHANGED, type PrivacyRequestChangedDetail } from '../model/events';
import { type PrivacyRequestItem, privacyRequests, receivePrivacyRequest } from '../model/privacy-requests';
import type { Principal } from '../platform/auth/principal';
import { writtenUnlessConditionFails } from '../platform/conditional-failure';
import { BadRequestError, ConflictError, NotFoundError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { timeOrderedId } from '../platform/ids';
import { logger } from '../platform/logger';
import { consumeRateLimit } from '../platform/rate-limit';
import { readRequestConfirmation } from './links';

/*
 * The grievance desk (issue 35, ADR 0038). Signed in, a request is received at once under the account's
 * address. Signed out, it waits unconfirmed until the address it names confirms it from a mailed link, so
 * nobody files in another person's name unseen; an unconfirmed request is no one's business but the
 * mailer's, and the table's TTL removes it after a day. Each step is announced; the mailer mails it.
 */

async function announce(requestId: string, status: PrivacyRequestChangedDetail['status']): Promise<void> {
  try {
    await publishEvent(PRIVACY_REQUEST_CHANGED, { requestId, status } satisfies PrivacyRequestChangedDetail);
  } catch (error) {
    // The request stands; without the event its mail is late. The log line lets an operator publish it again.
    logger.error('Privacy Request Changed not published', { requestId, status, error });
  }
}

export function viewOf(item: PrivacyRequestItem): PrivacyRequestView {
  return {
    id: item.id,
    reference: item.reference ?? '',
    kind: item.kind,
    details: item.details,
    status: item.status,
    receivedAt: item.receivedAt ?? item.submittedAt,
    dueOn: item.dueOn,
    outcome: item.outcome,
    history: item.history,
  };
}

const adminViewOf = (item: PrivacyRequestItem): AdminPrivacyRequestView => ({
  ...viewOf(item),
  name: item.name,
  email: item.email,
  signedIn: item.userId !== undefined,
});

/** Filed signed in: received at once, under the account's name and address. */
export async function fileRequest(
  principal: Principal,
  input: PrivacyRequestInput,
  now = new Date(),
): Promise<PrivacyRequestView> {
  const { record } = principal;
  const received = await receivePrivacyRequest(
    {
      id: timeOrderedId(now.getTime()),
      kind: input.kind,
      details: input.details,
      name: `${record.firstName} ${record.lastName}`,
      email: record.email,
      userId: record.id,
      submittedAt: now.toISOString(),
    },
    { create: true, now },
  );
  if (!received) throw new ConflictError('Your request could not be filed. Please try again.');
  await announce(received.id, 'received');
  return viewOf(received);
}

/**
 * Filed signed out: kept unconfirmed, and its address mailed a link to confirm it. The answer is the same
 * whatever the address, so the form tells nobody whether an address has an account.
 */
export async function fileGuestRequest(input: GuestPrivacyRequestInput, now = new Date()) {
  await consumeRateLimit('privacyRequestPerAddress', input.email);
  const id = timeOrderedId(now.getTime());
  await privacyRequests()
    .create({
      id,
      kind: input.kind,
      details: input.details,
      name: input.name,
      email: input.email,
      status: 'unconfirmed',
      queue: 'pending',
      submittedAt: now.toISOString(),
      dueOn: indianDay(now),
      history: [{ status: 'unconfirmed', at: now.toISOString() }],
      updatedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + PRIVACY_REQUEST.confirmationHours * 3600,
    })
    .go();
  await announce(id, 'unconfirmed');
  return { message: PRIVACY_REQUEST_MESSAGES.checkYourMail };
}

/** The confirmation link, followed from its page: the request is received (once; again answers the same). */
export async function confirmGuestRequest(token: string, now = new Date()): Promise<PrivacyRequestView> {
  const id = await readRequestConfirmation(token, now);
  const { data: request } = await privacyRequests().get({ id }).go({ consistent: true });
  if (!request) throw new BadRequestError(PRIVACY_REQUEST_MESSAGES.linkInvalid);
  if (request.status !== 'unconfirmed') return viewOf(request);
  // The table's TTL removes an expired request some time after; until then it is as good as gone.
  if (request.expiresAt !== undefined && request.expiresAt * 1000 <= now.getTime())
    throw new BadRequestError(PRIVACY_REQUEST_MESSAGES.linkInvalid);
  const received = await receivePrivacyRequest(request, { create: false, now });
  if (!received) {
    const { data: again } = await privacyRequests().get({ id }).go({ consistent: true });
    if (!again) throw new BadRequestError(PRIVACY_REQUEST_MESSAGES.linkInvalid);
    return viewOf(again);
  }
  await announce(id, 'received');
  return viewOf(received);
}

/** The caller's requests, newest first: every received one filed under their address, signed in or not. */
export async function myRequests(principal: Principal): Promise<PrivacyRequestView[]> {
  const { data } = await privacyRequests()
    .query.byEmail({ email: principal.record.email })
    .go({ order: 'desc', pages: 'all' });
  return data.filter((item) => item.status !== 'unconfirmed').map(viewOf);
}

/** The admins' queue: every open request earliest due first, or the latest 100 answered ones. */
export async function adminQueue(queue: 'open' | 'closed'): Promise<AdminPrivacyRequestView[]> {
  const { data } = await privacyRequests()
    .query.byQueue({ queue })
    .go({
      order: queue === 'open' ? 'asc' : 'desc',
      pages: queue === 'open' ? 'all' : undefined,
      limit: queue === 'open' ? undefined : 100,
    });
  return data.map(adminViewOf);
}

/**
 * An admin moves a request: to in progress, or to its end with what the person is told. Written on the
 * condition that the status is still the one read, so two admins at once cannot both answer it.
 */
export async function decideRequest(
  id: string,
  decision: PrivacyRequestDecisionInput,
  now = new Date(),
): Promise<AdminPrivacyRequestView> {
  const { data: request } = await privacyRequests().get({ id }).go({ consistent: true });
  if (!request || request.status === 'unconfirmed')
    throw new NotFoundError(PRIVACY_REQUEST_MESSAGES.notFound);
  if (isFinal(request.status)) throw new ConflictError(PRIVACY_REQUEST_MESSAGES.alreadyClosed);
  if (decision.status === request.status) return adminViewOf(request);
  const at = now.toISOString();
  const note = decision.note || undefined;
  const history = [...request.history, { status: decision.status, at, ...(note && { note }) }];
  const final = isFinal(decision.status);
  const written = await writtenUnlessConditionFails(
    privacyRequests()
      .patch({ id })
      .set({
        status: decision.status,
        history,
        updatedAt: at,
        ...(final && { queue: 'closed' as const, dueOn: request.dueOn, outcome: note }),
      })
      .where((attributes, { eq }) => eq(attributes.status, request.status))
      .go(),
  );
  if (!written) throw new ConflictError('This request changed at the same moment. Please reload it.');
  await announce(id, decision.status);
  return adminViewOf({
    ...request,
    status: decision.status,
    history,
    updatedAt: at,
    ...(final && { queue: 'closed' as const, outcome: note }),
  });
}

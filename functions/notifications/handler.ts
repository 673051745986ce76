import { NOTIFICATION_MESSAGES } from '../../shared/notifications/kinds';
import { notificationPreferencesSchema } from '../../shared/notifications/schemas';
import { findUserById } from '../model/accounts';
import { isGuestSubscriber } from '../model/job-alerts';
import { signedInPrincipal } from '../platform/auth/principal';
import { BadRequestError } from '../platform/errors';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { ok } from '../platform/http/types';
import { readUnsubscribeLink } from '../platform/unsubscribe-links';
import { readPreferences, savePreferences, turnBackOn, turnOff } from './preferences';

/** The link's token, from the query string: where the mail's List-Unsubscribe address carries it. */
function tokenOf(query: Record<string, string>): string {
  const token = query.token;
  if (!token || token.length > 2048) throw new BadRequestError(NOTIFICATION_MESSAGES.linkInvalid);
  return token;
}

/**
 * Whether the person the link names is still there to hear from us: an account that still exists (a
 * deleted one has nothing left to stop), or a guest's job alerts, whose choice is kept under their id.
 */
async function linkedPerson(token: string) {
  const link = await readUnsubscribeLink(token);
  const present = isGuestSubscriber(link.accountId) || !!(await findUserById(link.accountId));
  return { link, present };
}

export const routes: RouteMap = {
  'GET /notifications/preferences': httpRoute({}, async ({ principal }) => {
    const { user } = signedInPrincipal(principal);
    return ok(await readPreferences(user.id, user.role));
  }),
  'PUT /notifications/preferences': httpRoute(
    { body: notificationPreferencesSchema },
    async ({ body, principal }) => {
      const { user } = signedInPrincipal(principal);
      const changes = Object.fromEntries(Object.entries(body).filter(([, choice]) => choice !== undefined));
      return ok(await savePreferences(user.id, user.role, changes as Record<string, string>));
    },
  ),
  // RFC 8058: the mail provider's one-click POST (its body is `List-Unsubscribe=One-Click`, ignored) and
  // the unsubscribe page's call alike; answering 200 whether or not the kind was on already.
  'POST /notifications/unsubscribe': httpRoute({}, async ({ query }) => {
    const { link, present } = await linkedPerson(tokenOf(query));
    if (present) await turnOff(link.accountId, link.kind);
    return ok({ kind: link.kind, choice: 'off' });
  }),
  'POST /notifications/resubscribe': httpRoute({}, async ({ query }) => {
    const { link, present } = await linkedPerson(tokenOf(query));
    const choice = present ? await turnBackOn(link.accountId, link.kind) : 'off';
    return ok({ kind: link.kind, choice });
  }),
};

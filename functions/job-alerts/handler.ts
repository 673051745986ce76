import { JOB_ALERT_MESSAGES } from '../../shared/job-alerts/rules';
import {
  guestJobAlertSchema,
  jobAlertChangeSchema,
  newJobAlertSchema,
} from '../../shared/job-alerts/schemas';
import { signedInPrincipal } from '../platform/auth/principal';
import type { RouteMap } from '../platform/http/dispatch';
import { httpRoute } from '../platform/http/handler';
import { created, ok } from '../platform/http/types';
import {
  changeAlert,
  confirmGuestAlert,
  listAlerts,
  removeAlert,
  saveAlert,
  subscribeGuest,
} from './service';

export const routes: RouteMap = {
  'GET /job-alerts': httpRoute({}, async ({ principal }) =>
    ok(await listAlerts(signedInPrincipal(principal).user.id)),
  ),
  'POST /job-alerts': httpRoute({ body: newJobAlertSchema }, async ({ body, principal }) =>
    created(await saveAlert(signedInPrincipal(principal).user.id, body)),
  ),
  'PUT /job-alerts/{id}': httpRoute(
    { body: jobAlertChangeSchema },
    async ({ body, principal, pathParameters }) =>
      ok(await changeAlert(signedInPrincipal(principal).user.id, pathParameters.id ?? '', body)),
  ),
  'DELETE /job-alerts/{id}': httpRoute({}, async ({ principal, pathParameters }) => {
    await removeAlert(signedInPrincipal(principal).user.id, pathParameters.id ?? '');
    return ok({ message: JOB_ALERT_MESSAGES.deleted });
  }),
  'POST /job-alerts/guest': httpRoute({ body: guestJobAlertSchema }, async ({ body }) => {
    await subscribeGuest(body);
    return ok({ message: JOB_ALERT_MESSAGES.confirmSent(body.email) });
  }),
  'POST /job-alerts/confirm': httpRoute({}, async ({ query }) =>
    ok(await confirmGuestAlert(query.token ?? '')),
  ),
};

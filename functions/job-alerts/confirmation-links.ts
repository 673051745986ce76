import { JOB_ALERT_MESSAGES } from '../../shared/job-alerts/rules';
import { BadRequestError } from '../platform/errors';
import { readMailLink, signMailLink } from '../platform/mail-links';

/*
 * A guest's confirmation link (double opt-in, ADR 0035): names the subscriber and one alert, under an
 * audience of its own. Its lifetime is the alert's: an unconfirmed alert is deleted after the days allowed,
 * and the link then finds nothing to confirm.
 */

const AUDIENCE = 'jobmatch-link:job-alert-confirmation';

export interface AlertConfirmationLink {
  subscriberId: string;
  alertId: string;
}

export const signAlertConfirmation = (link: AlertConfirmationLink, now = new Date()) =>
  signMailLink({ audience: AUDIENCE, subject: link.subscriberId, claims: { alert: link.alertId } }, now);

export async function readAlertConfirmation(token: string): Promise<AlertConfirmationLink> {
  const payload = await readMailLink(token, {
    audience: AUDIENCE,
    invalidMessage: JOB_ALERT_MESSAGES.linkInvalid,
  });
  if (typeof payload.alert !== 'string') throw new BadRequestError(JOB_ALERT_MESSAGES.linkInvalid);
  return { subscriberId: payload.sub, alertId: payload.alert };
}

import type { PrivacyRequestChangedDetail } from '../model/events';
import { privacyRequests } from '../model/privacy-requests';
import { sendOnce } from '../model/sent-notifications';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { signRequestConfirmation } from './links';
import {
  acknowledgementMail,
  confirmationMail,
  confirmRequestUrl,
  inProgressMail,
  officerNoticeMail,
  outcomeMail,
} from './mails';

/*
 * The privacy request's mails, one a step (ADR 0038): the confirmation link of a request filed signed
 * out, the acknowledgement with its reference (and the grievance officer's notice of it), the start of the
 * work, and the outcome. Each is claimed per request and step before it is sent (sendOnce), so an event
 * delivered twice mails once; a step mails only once the request has reached it (its history says so).
 */
export async function mailRequestStep({ requestId, status }: PrivacyRequestChangedDetail): Promise<void> {
  const { data: request } = await privacyRequests().get({ id: requestId }).go({ consistent: true });
  const step = request?.history.find((entry) => entry.status === status);
  if (!request || !step) {
    logger.warn('Privacy request step not mailed: not reached', { requestId, status });
    return;
  }
  const officer = config.grievanceOfficer;
  const occasion = (what: string) => `privacy-request:${requestId}:${what}`;
  const facts = {
    name: request.name,
    kind: request.kind,
    reference: request.reference ?? '',
    dueOn: request.dueOn,
  };
  switch (status) {
    case 'unconfirmed': {
      if (request.status !== 'unconfirmed' || request.expiresAt === undefined) return;
      const expiresAt = new Date(request.expiresAt * 1000);
      await sendOnce(occasion(status), async () => ({
        to: request.email,
        ...confirmationMail(
          {
            ...facts,
            url: confirmRequestUrl(config.siteOrigin, await signRequestConfirmation(requestId, expiresAt)),
          },
          officer,
        ),
      }));
      return;
    }
    case 'received':
      await sendOnce(occasion(status), async () => ({
        to: request.email,
        ...acknowledgementMail(facts, config.siteOrigin, officer),
      }));
      await sendOnce(occasion('officer'), async () => ({
        to: officer.email,
        ...officerNoticeMail(facts, config.siteOrigin),
      }));
      return;
    case 'in_progress':
      await sendOnce(occasion(status), async () => ({
        to: request.email,
        ...inProgressMail({ ...facts, note: step.note }, officer),
      }));
      return;
    case 'resolved':
    case 'rejected':
      await sendOnce(occasion(status), async () => ({
        to: request.email,
        ...outcomeMail({ ...facts, resolved: status === 'resolved', note: step.note ?? '' }, officer),
      }));
      return;
  }
}

import {
  CONFIRMATION_ACTIONS,
  CONFIRMATION_MESSAGES,
  type ConfirmationAction,
  linkExpiry,
} from '../../shared/jobs/reconfirmation';
import { BadRequestError } from '../platform/errors';
import { readMailLink, signMailLink } from '../platform/mail-links';

/*
 * The reconfirmation mail's links (ADR 0029): a mailed link (platform/mail-links.ts) naming one job, one
 * action (confirm or close) and the due day it was mailed about, expiring when the job would close.
 * Binding the due day makes a link single-purpose in time too: once the job is confirmed again (its due
 * day moves) or closed, an old link changes nothing.
 */

const AUDIENCE = 'jobmatch-link:job-confirmation';

export interface ConfirmationLink {
  jobId: string;
  action: ConfirmationAction;
  dueOn: string;
}

export const signConfirmationLink = (link: ConfirmationLink, now = new Date()) =>
  signMailLink(
    {
      audience: AUDIENCE,
      subject: link.jobId,
      claims: { act: link.action, due: link.dueOn },
      expiresAt: linkExpiry(link.dueOn),
    },
    now,
  );

/**
 * What a link says, if it is one this server signed, unaltered and not expired; otherwise the page's
 * "invalid or expired" answer (400), the same for every way a link can be wrong.
 */
export async function readConfirmationLink(token: string, now = new Date()): Promise<ConfirmationLink> {
  const { sub, act, due } = await readMailLink(token, {
    audience: AUDIENCE,
    invalidMessage: CONFIRMATION_MESSAGES.linkInvalid,
    expires: true,
    now,
  });
  if (
    typeof due !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(due) ||
    !(CONFIRMATION_ACTIONS as readonly unknown[]).includes(act)
  ) {
    throw new BadRequestError(CONFIRMATION_MESSAGES.linkInvalid);
  }
  return { jobId: sub, action: act as ConfirmationAction, dueOn: due };
}

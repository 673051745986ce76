import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { findUserById } from '../model/accounts';
import type { CandidateInvitedDetail } from '../model/events';
import { findJob } from '../model/job-reads';
import { inviteKey } from '../model/match-keys';
import { dynamoClient } from '../platform/clients/dynamo';
import { isConditionalFailure } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { sendMail } from '../platform/mail';

/** The note a matching candidate gets when an organisation invites them to apply. */
export function inviteMail(
  input: { firstName: string; jobTitle: string; companyName: string; jobId: string },
  siteOrigin: string,
) {
  return {
    subject: `${input.companyName} invites you to apply: ${input.jobTitle}`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `${input.companyName} found your profile among the best matches for their ${input.jobTitle} opening and invites you to apply.`,
      '',
      `See the job and apply: ${siteOrigin}/jobs/${encodeURIComponent(input.jobId)}`,
      '',
      'You get this because your profile is public and job matching is on; you can change both on your profile.',
      '',
      'The Jobmatch team',
    ].join('\n'),
  };
}

/** Sets (or clears) the invitation's mail claim; claiming answers false when another delivery has it. */
async function claimMail(detail: CandidateInvitedDetail, claim: boolean): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: inviteKey(detail.jobId, detail.candidateId),
        ...(claim
          ? {
              UpdateExpression: 'SET mailClaimedAt = :now',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(mailClaimedAt)',
              ExpressionAttributeValues: { ':now': new Date().toISOString() },
            }
          : { UpdateExpression: 'REMOVE mailClaimedAt' }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Mails the invitation once: the invitation's claim is set on the condition that it is not set, so a
 * redelivered copy sends nothing; if sending fails the claim is cleared and the error thrown for a retry.
 */
export async function mailInvitation(detail: CandidateInvitedDetail): Promise<void> {
  if (!(await claimMail(detail, true))) return;
  try {
    const [candidate, job] = await Promise.all([findUserById(detail.candidateId), findJob(detail.jobId)]);
    if (!candidate || !job) {
      logger.warn('Invitation not mailed: candidate or job gone', { ...detail });
      return;
    }
    await sendMail({
      to: candidate.email,
      ...inviteMail(
        { firstName: candidate.firstName, jobTitle: job.title, companyName: job.companyName, jobId: job.id },
        config.siteOrigin,
      ),
    });
  } catch (error) {
    await claimMail(detail, false);
    throw error;
  }
}

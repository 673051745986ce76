import type { NotificationChoice } from '../../shared/notifications/kinds';
import { findUserById } from '../model/accounts';
import { copiedAccount, memberships } from '../model/memberships';
import { choicesFor } from '../model/notification-preferences';

export interface TeamRecipient {
  userId: string;
  firstName: string;
  email: string;
}

/**
 * The organisation's active members whose choice for new-application mails is `choice` (instant notices
 * or the daily digest), with the address each is mailed at: the membership's copy, else the account.
 */
export async function membersChoosing(
  organisationId: string,
  choice: NotificationChoice,
): Promise<TeamRecipient[]> {
  const { data: members } = await memberships().query.byOrganisation({ organisationId }).go({ pages: 'all' });
  const active = members.filter((member) => member.status === 'active' && !member.accountDeletedAt);
  const choices = await choicesFor(
    active.map((member) => member.userId),
    'newApplications',
  );
  const chosen = active.filter((member) => choices.get(member.userId) === choice);
  const accounts = await Promise.all(
    chosen.map(async (member) => copiedAccount(member) ?? (await findUserById(member.userId))),
  );
  return chosen.flatMap((member, index) => {
    const account = accounts[index];
    return account ? [{ userId: member.userId, firstName: account.firstName, email: account.email }] : [];
  });
}

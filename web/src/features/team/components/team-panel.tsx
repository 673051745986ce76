import { teamPlanName } from '@shared/subscriptions/plans';
import { canManageTeam, maxMembersFor, ROLES_BY_PLAN } from '@shared/teams/rules';
import { TEAM_MESSAGES, TEAM_ROLE_LABELS } from '@shared/teams/schemas';
import type { Organization } from '@shared/teams/types';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useInvitations, useMembers } from '../api/get-team';
import { InvitationsList } from './invitations-list';
import { InviteDialog } from './invite-dialog';
import { MembersTable } from './members-table';
import styles from './team.module.css';

interface TeamPanelProps {
  organization: Organization;
  userId: string;
  /** The dashboard's Team tab shows members and the invite dialog only. */
  compact?: boolean;
}

/**
 * The team of a plan with seats (Professional, Enterprise): members, the seats taken, pending
 * invitations and the invite dialog (team admins manage). Open invitations hold seats, as the server
 * counts them; the server's counter has the last word when two admins invite at once.
 */
export function TeamPanel({ organization, userId, compact = false }: TeamPanelProps) {
  const [inviting, setInviting] = useState(false);
  const canManage = organization.viewerRole === 'admin' && canManageTeam(organization.subscriptionPlan);
  const members = useMembers(organization.id);
  const invitations = useInvitations(organization.id, { enabled: canManage });
  const limit = maxMembersFor(organization.subscriptionPlan);
  const openInvitations = invitations.data?.filter((i) => i.status === 'pending').length ?? 0;
  const seatsTaken = (members.data?.length ?? 0) + openInvitations;
  const roles = ROLES_BY_PLAN[organization.subscriptionPlan];
  const full = seatsTaken >= limit;
  const onlyRole = roles.length === 1 ? roles[0] : undefined;

  return (
    <div className={styles.panel}>
      <Card as="section" aria-labelledby="members-title">
        <div className={styles.sectionHeader}>
          <div>
            <h2 id="members-title" className={styles.cardTitle}>
              Team Members ({members.data?.length ?? 0}/{limit})
            </h2>
            <p className={styles.muted}>
              People who post jobs and review applications for {organization.name}.
            </p>
            {canManage && members.data && invitations.data ? (
              <p className={styles.seats}>
                <strong>
                  {seatsTaken} of {limit} seats used
                </strong>{' '}
                on the {teamPlanName(organization.subscriptionPlan)} plan
                {openInvitations > 0 ? `, ${openInvitations} held by pending invitations` : ''}.
                {onlyRole ? ` Colleagues join as ${TEAM_ROLE_LABELS[onlyRole].toLowerCase()}s.` : ''}
              </p>
            ) : null}
          </div>
          {canManage ? (
            <Button onClick={() => setInviting(true)} disabled={full}>
              Invite Member
            </Button>
          ) : null}
        </div>
        {canManage && full ? (
          <p className={styles.muted} role="status">
            {TEAM_MESSAGES.limitReached}
          </p>
        ) : null}
        {members.isPending ? <Spinner label="Loading team members..." /> : null}
        {members.isError ? <ErrorAlert>{TEAM_MESSAGES.fetchMembersFailed}</ErrorAlert> : null}
        {members.data ? (
          <MembersTable
            orgId={organization.id}
            members={members.data}
            userId={userId}
            canManage={canManage}
            roles={roles}
            plan={organization.subscriptionPlan}
          />
        ) : null}
      </Card>
      {canManage && !compact ? (
        <Card as="section" aria-labelledby="invitations-title">
          <h2 id="invitations-title" className={styles.cardTitle}>
            Pending Invitations
          </h2>
          {invitations.isPending ? <Spinner label="Loading invitations..." /> : null}
          {invitations.isError ? <ErrorAlert>{TEAM_MESSAGES.fetchInvitationsFailed}</ErrorAlert> : null}
          {invitations.data ? (
            <InvitationsList orgId={organization.id} invitations={invitations.data} />
          ) : null}
        </Card>
      ) : null}
      {inviting ? (
        <InviteDialog orgId={organization.id} roles={roles} onClose={() => setInviting(false)} />
      ) : null}
    </div>
  );
}

import { canCustomisePermissions } from '@shared/teams/permissions';
import { type Plan, TEAM_MESSAGES, TEAM_ROLE_LABELS, type TeamRole } from '@shared/teams/schemas';
import type { TeamMember } from '@shared/teams/types';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Table } from '@/components/ui/table';
import { useChangeRole, useRemoveMember } from '../api/manage-team';
import { teamFailureMessage } from '../lib/failure-message';
import { MemberPermissionsControl } from './member-permissions';
import styles from './team.module.css';

interface MembersTableProps {
  orgId: string;
  members: TeamMember[];
  /** The signed-in person, marked '(you)'. */
  userId: string;
  /** Team admins on a plan with a team change roles and remove members; others read. */
  canManage: boolean;
  /** The roles the plan gives (recruiter only on Professional). */
  roles: readonly TeamRole[];
  /** The team plan: on Enterprise team admins choose each member's permissions. */
  plan: Plan;
}

const STATUS_LABELS: Record<TeamMember['status'], string> = {
  active: 'Active',
  pending: 'Pending',
  inactive: 'Inactive',
};

/** A member keeps a role the plan no longer gives (an admin from Enterprise days) until it is changed. */
const roleChoices = (member: TeamMember, roles: readonly TeamRole[]) =>
  roles.includes(member.role) ? roles : [member.role, ...roles];

function RoleSelect({
  orgId,
  member,
  roles,
}: {
  orgId: string;
  member: TeamMember;
  roles: readonly TeamRole[];
}) {
  const change = useChangeRole(orgId);
  return (
    <>
      <label className="visually-hidden" htmlFor={`role-${member.id}`}>
        Role of {member.firstName} {member.lastName}
      </label>
      <select
        id={`role-${member.id}`}
        className={styles.roleSelect}
        value={member.role}
        disabled={change.isPending}
        onChange={(event) => change.mutate({ memberId: member.id, role: event.target.value as TeamRole })}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {TEAM_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {change.isError ? (
        <ErrorAlert>{teamFailureMessage(change.error, TEAM_MESSAGES.updateMemberFailed)}</ErrorAlert>
      ) : null}
    </>
  );
}

/** The team's members; removal asks first (spec section 8) and ends the member's access at once. */
export function MembersTable({ orgId, members, userId, canManage, roles, plan }: MembersTableProps) {
  const permissionControls = canManage && canCustomisePermissions(plan);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const remove = useRemoveMember(orgId);
  const close = () => {
    setRemoving(null);
    remove.reset();
  };
  return (
    <>
      <Table phone="cards" wrapClassName={styles.tableWrap}>
        <caption className="visually-hidden">Team members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            {canManage ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const changeable = canManage && !member.isOwner && member.id !== userId;
            const choices = roleChoices(member, roles);
            return (
              <tr key={member.id}>
                <td data-label="Name">
                  <strong>
                    {member.firstName} {member.lastName}
                  </strong>
                  {member.id === userId ? ' (you)' : null}
                  {member.isOwner ? <span className={styles.badge}>Owner</span> : null}
                </td>
                <td data-label="Email" className={styles.email}>
                  {member.email}
                </td>
                <td data-label="Role">
                  {changeable && choices.length > 1 ? (
                    <RoleSelect orgId={orgId} member={member} roles={choices} />
                  ) : (
                    TEAM_ROLE_LABELS[member.role]
                  )}
                </td>
                <td data-label="Status">{STATUS_LABELS[member.status]}</td>
                {canManage ? (
                  <td>
                    <div className={styles.actions}>
                      {permissionControls ? (
                        <MemberPermissionsControl orgId={orgId} member={member} plan={plan} />
                      ) : null}
                      {changeable ? (
                        <Button size="sm" variant="outline" onClick={() => setRemoving(member)}>
                          Remove<span className="visually-hidden"> {member.email}</span>
                        </Button>
                      ) : null}
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </Table>
      {removing ? (
        <ConfirmDialog
          title="Remove team member?"
          confirmLabel="Remove"
          pendingLabel="Removing..."
          isPending={remove.isPending}
          error={
            remove.isError ? teamFailureMessage(remove.error, TEAM_MESSAGES.removeMemberFailed) : undefined
          }
          onClose={close}
          onConfirm={() => remove.mutate(removing.id, { onSuccess: close })}
        >
          <p>
            {removing.firstName} {removing.lastName} ({removing.email}) will lose access to your
            organization’s jobs and applications right away.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

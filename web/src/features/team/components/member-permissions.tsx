import {
  MEMBER_PERMISSIONS,
  type MemberPermissions,
  PERMISSION_TABLE,
  permissionsOf,
} from '@shared/teams/permissions';
import { type Plan, TEAM_MESSAGES } from '@shared/teams/schemas';
import type { TeamMember } from '@shared/teams/types';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useChangePermissions } from '../api/manage-team';
import { teamFailureMessage } from '../lib/failure-message';
import styles from './team.module.css';

interface MemberPermissionsProps {
  orgId: string;
  member: TeamMember;
  plan: Plan;
}

/**
 * Enterprise's permission controls for one member (shared/teams/permissions.ts): what they may do now,
 * as checkboxes a team admin changes and saves. The owner's are shown, fixed: they always have every one.
 */
export function MemberPermissionsControl({ orgId, member, plan }: MemberPermissionsProps) {
  const [chosen, setChosen] = useState<MemberPermissions>(() => permissionsOf(member, plan));
  const save = useChangePermissions(orgId);
  const id = useId();
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <details className={styles.permissions}>
      <summary>
        Permissions<span className="visually-hidden"> of {name}</span>
      </summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ memberId: member.id, permissions: chosen });
        }}
      >
        <fieldset className={styles.permissionList} disabled={member.isOwner || save.isPending}>
          <legend className="visually-hidden">Permissions of {name}</legend>
          {MEMBER_PERMISSIONS.map((permission) => (
            <label key={permission} htmlFor={`${id}-${permission}`} className={styles.permission}>
              <input
                id={`${id}-${permission}`}
                type="checkbox"
                checked={chosen[permission]}
                onChange={(event) => {
                  save.reset();
                  setChosen({ ...chosen, [permission]: event.target.checked });
                }}
              />
              {PERMISSION_TABLE[permission].label}
            </label>
          ))}
        </fieldset>
        {member.isOwner ? (
          <p className={styles.muted}>The owner always has every permission.</p>
        ) : (
          <Button type="submit" size="sm" isLoading={save.isPending} loadingText="Saving...">
            Save permissions<span className="visually-hidden"> of {name}</span>
          </Button>
        )}
        {save.isSuccess ? (
          <p className={styles.muted} role="status">
            Permissions saved.
          </p>
        ) : null}
        {save.isError ? (
          <ErrorAlert>{teamFailureMessage(save.error, TEAM_MESSAGES.updateMemberFailed)}</ErrorAlert>
        ) : null}
      </form>
    </details>
  );
}

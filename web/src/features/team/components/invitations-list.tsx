import { TEAM_MESSAGES, TEAM_ROLE_LABELS } from '@shared/teams/schemas';
import type { Invitation } from '@shared/teams/types';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useToast } from '@/components/ui/toast';
import { useCancelInvitation, useResendInvitation } from '../api/manage-team';
import { teamFailureMessage } from '../lib/failure-message';
import styles from './team.module.css';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Invitations waiting for an answer, with Resend (a fresh 7-day link) and Cancel. */
export function InvitationsList({ orgId, invitations }: { orgId: string; invitations: Invitation[] }) {
  const toast = useToast();
  const resend = useResendInvitation(orgId);
  const cancel = useCancelInvitation(orgId);
  if (invitations.length === 0) return <p className={styles.muted}>No pending invitations.</p>;
  return (
    <>
      <ul className={styles.invitations}>
        {invitations.map((invitation) => (
          <li key={invitation.id} className={styles.invitation}>
            <div className={styles.invitationText}>
              <strong className={styles.email}>{invitation.email}</strong>
              <span className={styles.muted}>
                {TEAM_ROLE_LABELS[invitation.role]} ·{' '}
                {invitation.status === 'expired'
                  ? 'Expired'
                  : `Pending, expires ${day(invitation.expiresAt)}`}
              </span>
            </div>
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="outline"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(invitation.id, {
                    onSuccess: () =>
                      toast.show({ title: 'Invitation resent', description: invitation.email }),
                  })
                }
              >
                Resend<span className="visually-hidden"> to {invitation.email}</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(invitation.id)}
              >
                Cancel<span className="visually-hidden"> invitation to {invitation.email}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {resend.isError ? (
        <ErrorAlert>{teamFailureMessage(resend.error, TEAM_MESSAGES.resendInvitationFailed)}</ErrorAlert>
      ) : null}
      {cancel.isError ? (
        <ErrorAlert>{teamFailureMessage(cancel.error, TEAM_MESSAGES.cancelInvitationFailed)}</ErrorAlert>
      ) : null}
    </>
  );
}

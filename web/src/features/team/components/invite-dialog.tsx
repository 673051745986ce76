import { zodResolver } from '@hookform/resolvers/zod';
import { TEAM } from '@shared/constants';
import {
  type InviteInput,
  inviteSchema,
  TEAM_MESSAGES,
  TEAM_ROLE_LABELS,
  type TeamRole,
} from '@shared/teams/schemas';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { useInvite } from '../api/manage-team';
import { teamFailureMessage } from '../lib/failure-message';
import styles from './team.module.css';

interface InviteDialogProps {
  orgId: string;
  /** The roles the organisation's plan gives (recruiter only on Professional). */
  roles: readonly TeamRole[];
  onClose: () => void;
}

/** Invites a colleague by address; the server checks membership, open invitations and the plan's seats. */
export function InviteDialog({ orgId, roles, onClose }: InviteDialogProps) {
  const toast = useToast();
  const emailRef = useRef<HTMLInputElement | null>(null);
  const invite = useInvite(orgId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof inviteSchema>, unknown, InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: TEAM.defaultInviteRole },
  });
  const email = register('email');

  const submit = handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: (invitation) => {
        toast.show({
          title: 'Invitation sent',
          description: `We emailed ${invitation.email} a link to join.`,
        });
        onClose();
      },
    }),
  );

  return (
    <Modal
      isOpen
      title="Invite Team Member"
      description="They get an email with a link to join your organization. The link works for 7 days."
      initialFocusRef={emailRef}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="invite-form" isLoading={invite.isPending} loadingText="Sending...">
            Send Invitation
          </Button>
        </>
      }
    >
      <form id="invite-form" className={styles.inviteForm} noValidate onSubmit={submit}>
        <InputField
          label="Email address"
          type="email"
          autoComplete="off"
          isRequired
          error={errors.email?.message}
          {...email}
          ref={(element) => {
            email.ref(element);
            emailRef.current = element;
          }}
        />
        <SelectField label="Role" error={errors.role?.message} {...register('role')}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {TEAM_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        {invite.isError ? (
          <ErrorAlert>{teamFailureMessage(invite.error, TEAM_MESSAGES.inviteFailed)}</ErrorAlert>
        ) : null}
      </form>
    </Modal>
  );
}

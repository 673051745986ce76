import type { Certification, Education, Profile, WorkExperience } from '@shared/profile/profile';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useDeleteCertification } from '../api/delete-certification';
import { useDeleteEducation } from '../api/delete-education';
import { useDeleteWorkExperience } from '../api/delete-work-experience';
import { type EntryKind, entryDeleteConfirmation, entryDeleteNotices } from '../lib/messages';
import { DeleteAccountDialog } from './delete-account-dialog';
import { AdditionalInfoForm } from './forms/additional-info-form';
import { CertificationForm } from './forms/certification-form';
import { EducationForm } from './forms/education-form';
import { ExperienceForm } from './forms/experience-form';
import { HeaderForm } from './forms/header-form';
import { JobPreferencesForm } from './forms/job-preferences-form';
import { LinksForm } from './forms/links-form';
import { SkillsForm } from './forms/skills-form';
import { WorkExperienceForm } from './forms/work-experience-form';
import styles from './profile.module.css';

/** The one modal the own profile may have open: an edit form or a confirmation. */
export type ProfileDialogState =
  | { kind: 'header' | 'jobPreferences' | 'skills' | 'experience' | 'links' | 'additionalInfo' }
  | { kind: 'workExperience'; entry?: WorkExperience }
  | { kind: 'education'; entry?: Education }
  | { kind: 'certification'; entry?: Certification }
  | { kind: 'deleteWorkExperience'; entry: WorkExperience }
  | { kind: 'deleteEducation'; entry: Education }
  | { kind: 'deleteCertification'; entry: Certification }
  | { kind: 'deleteAccount' };

interface DeleteEntryProps {
  kind: EntryKind;
  /** What is being deleted, in the person's words: 'Software Engineer at Infosys'. */
  name: string;
  remove: {
    mutate: (id: string, options: { onSuccess: () => void; onError: () => void }) => void;
    isPending: boolean;
  };
  id: string;
  onClose: () => void;
}

function DeleteEntryDialog({ kind, name, remove, id, onClose }: DeleteEntryProps) {
  const toast = useToast();
  const notices = entryDeleteNotices(kind);
  return (
    <ConfirmDialog
      title={`Delete ${kind.toLowerCase()}?`}
      confirmLabel="Delete"
      isPending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => {
            toast.show({ variant: 'success', ...notices.success });
            onClose();
          },
          onError: () => toast.show({ variant: 'error', ...notices.failure }),
        })
      }
    >
      <p className={styles.confirmName}>{name}</p>
      <p className={styles.confirmText}>{entryDeleteConfirmation(kind)}</p>
    </ConfirmDialog>
  );
}

function DeleteWorkExperience({ entry, onClose }: { entry: WorkExperience; onClose: () => void }) {
  const remove = useDeleteWorkExperience();
  return (
    <DeleteEntryDialog
      kind="Work experience"
      name={`${entry.position} at ${entry.companyName}`}
      remove={remove}
      id={entry.id}
      onClose={onClose}
    />
  );
}

function DeleteEducation({ entry, onClose }: { entry: Education; onClose: () => void }) {
  const remove = useDeleteEducation();
  return (
    <DeleteEntryDialog
      kind="Education"
      name={`${entry.degree} at ${entry.institution}`}
      remove={remove}
      id={entry.id}
      onClose={onClose}
    />
  );
}

function DeleteCertification({ entry, onClose }: { entry: Certification; onClose: () => void }) {
  const remove = useDeleteCertification();
  return (
    <DeleteEntryDialog
      kind="Certification"
      name={entry.name}
      remove={remove}
      id={entry.id}
      onClose={onClose}
    />
  );
}

export function ProfileDialog({
  dialog,
  profile,
  onClose,
}: {
  dialog: ProfileDialogState;
  profile: Profile;
  onClose: () => void;
}) {
  switch (dialog.kind) {
    case 'header':
      return <HeaderForm profile={profile} onClose={onClose} />;
    case 'jobPreferences':
      return <JobPreferencesForm profile={profile} onClose={onClose} />;
    case 'skills':
      return <SkillsForm profile={profile} onClose={onClose} />;
    case 'experience':
      return <ExperienceForm profile={profile} onClose={onClose} />;
    case 'links':
      return <LinksForm profile={profile} onClose={onClose} />;
    case 'additionalInfo':
      return <AdditionalInfoForm profile={profile} onClose={onClose} />;
    case 'workExperience':
      return <WorkExperienceForm entry={dialog.entry} onClose={onClose} />;
    case 'education':
      return <EducationForm entry={dialog.entry} onClose={onClose} />;
    case 'certification':
      return <CertificationForm entry={dialog.entry} onClose={onClose} />;
    case 'deleteWorkExperience':
      return <DeleteWorkExperience entry={dialog.entry} onClose={onClose} />;
    case 'deleteEducation':
      return <DeleteEducation entry={dialog.entry} onClose={onClose} />;
    case 'deleteCertification':
      return <DeleteCertification entry={dialog.entry} onClose={onClose} />;
    case 'deleteAccount':
      return <DeleteAccountDialog onClose={onClose} />;
  }
}

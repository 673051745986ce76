import type { Certification, Education, Profile, WorkExperience } from '@shared/profile/profile';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLoadOnButtonIntent } from '../hooks/use-load-on-button-intent';
import { AdditionalInfoCard, hasAdditionalInfo } from './additional-info-card';
import { CertificationsCard } from './certifications-card';
import { CompletionCard } from './completion-card';
import { DangerZone } from './danger-zone';
import { EducationCard } from './education-card';
import { ExperienceSummaryCard } from './experience-summary-card';
import { JobPreferencesCard } from './job-preferences-card';
import { LazyProfileDialog, preloadProfileDialog } from './lazy-profile-dialog';
import { LinksCard, profileLinks } from './links-card';
import styles from './profile.module.css';
import type { ProfileDialogState } from './profile-dialog';
import { ProfileHeaderCard } from './profile-header-card';
import { ResumeCard } from './resume-card';
import { SectionCard } from './section-card';
import { SkillsCard } from './skills-card';
import { VisibilityCard } from './visibility-card';
import { WorkExperienceCard } from './work-experience-card';

interface ProfileViewProps {
  profile: Profile;
  /** The own profile at /profile: edit controls, completion, resume, visibility and account deletion. */
  editable: boolean;
  /** Buttons of the header card on a read-only view (Contact). */
  headerActions?: ReactNode;
  /** A notice above the profile (a preview, the sample). */
  notice?: ReactNode;
  /** The own profile's file controls, composed by the page from the files feature. */
  fileSlots?: ProfileFileSlots;
  /** The own profile's "who opened it": the access log, composed by the page from the privacy feature. */
  openedBy?: ReactNode;
}

export interface ProfileFileSlots {
  /** Upload, replace or remove the picture; told whether the profile has one, so nothing asks again. */
  avatarControls?: (hasAvatar: boolean) => ReactNode;
  /** Shown in the header card when a resume is on file. */
  downloadResume?: ReactNode;
  resumeManager?: ReactNode;
}

const noLoad = () => {};

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={label}>
      Edit
    </Button>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      <span aria-hidden="true">+ </span>
      {label}
    </Button>
  );
}

/**
 * A candidate's profile. Read-only for others and for the sample; on the own profile every card has its
 * edit modal, and only one modal (or confirmation) is open at a time.
 */
export function ProfileView({
  profile,
  editable,
  headerActions,
  notice,
  fileSlots,
  openedBy,
}: ProfileViewProps) {
  const [dialog, setDialog] = useState<ProfileDialogState | null>(null);
  const page = useRef<HTMLDivElement>(null);
  // Every dialog opens from a button; a read-only view has none to open.
  useLoadOnButtonIntent(page, editable ? preloadProfileDialog : noLoad);
  const open = (next: ProfileDialogState) => () => setDialog(next);
  const close = () => setDialog(null);
  const editing = editable ? open : undefined;

  const edit = (label: string, next: ProfileDialogState) =>
    editing ? <EditButton label={label} onClick={editing(next)} /> : undefined;
  const add = (label: string, next: ProfileDialogState) =>
    editing ? <AddButton label={label} onClick={editing(next)} /> : undefined;

  const showLinks = editable || profileLinks(profile).length > 0;
  const showAdditional = editable || hasAdditionalInfo(profile);
  const showCertifications = editable || profile.certifications.length > 0;

  return (
    <div ref={page} className={`container ${styles.page}`}>
      {notice}
      <ProfileHeaderCard
        profile={profile}
        editable={editable}
        avatarControls={
          editable ? fileSlots?.avatarControls?.(Boolean(profile.user.profilePictureUrl)) : undefined
        }
        actions={
          editable ? (
            <>
              {profile.resume
                ? (fileSlots?.downloadResume ?? (
                    <Button variant="outline" disabled title="Downloads are coming soon">
                      Download Resume
                    </Button>
                  ))
                : null}
              <Button variant="secondary" onClick={open({ kind: 'header' })} aria-label="Edit profile header">
                Edit profile
              </Button>
            </>
          ) : (
            headerActions
          )
        }
      />
      {editable ? <CompletionCard profile={profile} /> : null}
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <ExperienceSummaryCard profile={profile} action={edit('Edit experience', { kind: 'experience' })} />
          <WorkExperienceCard
            profile={profile}
            action={add('Add experience', { kind: 'workExperience' })}
            onEdit={
              editable ? (entry: WorkExperience) => setDialog({ kind: 'workExperience', entry }) : undefined
            }
            onDelete={
              editable
                ? (entry: WorkExperience) => setDialog({ kind: 'deleteWorkExperience', entry })
                : undefined
            }
          />
          <EducationCard
            profile={profile}
            action={add('Add education', { kind: 'education' })}
            onEdit={editable ? (entry: Education) => setDialog({ kind: 'education', entry }) : undefined}
            onDelete={
              editable ? (entry: Education) => setDialog({ kind: 'deleteEducation', entry }) : undefined
            }
          />
          {showCertifications ? (
            <CertificationsCard
              profile={profile}
              action={add('Add certification', { kind: 'certification' })}
              onEdit={
                editable ? (entry: Certification) => setDialog({ kind: 'certification', entry }) : undefined
              }
              onDelete={
                editable
                  ? (entry: Certification) => setDialog({ kind: 'deleteCertification', entry })
                  : undefined
              }
            />
          ) : null}
        </div>
        <div className={styles.sideColumn}>
          <JobPreferencesCard
            profile={profile}
            action={edit('Edit job preferences', { kind: 'jobPreferences' })}
          />
          <SkillsCard profile={profile} action={edit('Edit skills', { kind: 'skills' })} />
          {showLinks ? <LinksCard profile={profile} action={edit('Edit links', { kind: 'links' })} /> : null}
          {showAdditional ? (
            <AdditionalInfoCard
              profile={profile}
              action={edit('Edit additional information', { kind: 'additionalInfo' })}
            />
          ) : null}
          {editable ? (
            <>
              <ResumeCard profile={profile} manager={fileSlots?.resumeManager} />
              <VisibilityCard profile={profile} />
              {openedBy ? <SectionCard title="Who opened your profile">{openedBy}</SectionCard> : null}
            </>
          ) : null}
        </div>
      </div>
      {editable ? <DangerZone onDelete={open({ kind: 'deleteAccount' })} /> : null}
      {editable && dialog ? (
        // A modal covers the page, so there is no space to keep while its code arrives; focus stays on the
        // button that opened it until the modal takes it.
        <Suspense fallback={null}>
          <LazyProfileDialog dialog={dialog} profile={profile} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}

import type { Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { initials } from '../lib/format';
import styles from './profile.module.css';

interface ProfileHeaderCardProps {
  profile: Profile;
  /** Buttons beside the name: Edit on the own profile, Contact on someone else's. */
  actions?: ReactNode;
  /** The own profile: a missing headline is pointed out rather than left blank. */
  editable?: boolean;
  /** Under the avatar on the own profile: upload, replace and delete the picture (the files feature). */
  avatarControls?: ReactNode;
}

/** Avatar (initials until a picture exists), name, headline, location and summary. */
export function ProfileHeaderCard({
  profile,
  actions,
  editable = false,
  avatarControls,
}: ProfileHeaderCardProps) {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const picture = profile.user.profilePictureUrl;
  return (
    <Card as="section" aria-labelledby="profile-name" className={styles.headerCard}>
      <div className={styles.headerMain}>
        <div className={styles.avatarColumn}>
          {picture ? (
            <img className={styles.avatar} src={picture} alt="" width={96} height={96} />
          ) : (
            <div className={styles.avatar} aria-hidden="true">
              {initials(profile.firstName, profile.lastName)}
            </div>
          )}
          {avatarControls}
        </div>
        <div className={styles.headerText}>
          <h1 id="profile-name" className={styles.name}>
            {name}
          </h1>
          {profile.title ? (
            <p className={styles.headline}>{profile.title}</p>
          ) : editable ? (
            <p className={styles.headlineMissing}>
              Add a professional title and a summary so employers know what you do.
            </p>
          ) : null}
          {profile.location ? (
            <p className={styles.location}>
              <svg className={styles.pin} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M8 1a5 5 0 0 0-5 5c0 3.6 4.3 8.3 4.5 8.5a.7.7 0 0 0 1 0C8.7 14.3 13 9.6 13 6a5 5 0 0 0-5-5Zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4Z"
                />
              </svg>
              {profile.location}
            </p>
          ) : null}
        </div>
        {actions ? <div className={styles.headerActions}>{actions}</div> : null}
      </div>
      {profile.summary ? <p className={styles.summary}>{profile.summary}</p> : null}
    </Card>
  );
}

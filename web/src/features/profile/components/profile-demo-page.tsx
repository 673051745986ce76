import { useMemo } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SAMPLE_PROFILE, sampleToProfile } from '../lib/sample-profile';
import styles from './profile.module.css';
import { ProfileNotice } from './profile-states';
import { ProfileView } from './profile-view';

/** /profile-demo: a sample profile, read-only, made from a local object (no account, no call). */
export function ProfileDemoPage() {
  const profile = useMemo(() => sampleToProfile(SAMPLE_PROFILE), []);
  return (
    <ProfileView
      profile={profile}
      editable={false}
      notice={
        <ProfileNotice>
          <span className={styles.noticeText}>
            This is a sample profile. Build your own in minutes: employers see a profile like this one.
          </span>
          <ButtonLink to={paths.auth.signup.getHref()} size="sm">
            Get Started Free
          </ButtonLink>
        </ProfileNotice>
      }
    />
  );
}

import type { Profile } from '@shared/profile/profile';
import { useId } from 'react';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useUpdateVisibility } from '../api/update-visibility';
import { sectionNotices } from '../lib/messages';
import { profileViewsText } from '../lib/profile-views';
import { ContactPreferences } from './contact-preferences';
import styles from './profile.module.css';
import { SectionCard } from './section-card';

/** Public or private: a public profile can be opened by employers and recruiters on Jobmatch. */
export function VisibilityCard({ profile }: { profile: Profile }) {
  const toast = useToast();
  const switchId = useId();
  const explanationId = useId();
  const notices = sectionNotices('Visibility');
  const update = useUpdateVisibility({
    mutationConfig: {
      onSuccess: (saved) =>
        toast.show({
          variant: 'success',
          title: notices.success.title,
          description: saved.isPublic ? 'Your profile is now public.' : 'Your profile is now private.',
        }),
      onError: () => toast.show({ variant: 'error', ...notices.failure }),
    },
  });
  // While the change is on its way, the switch shows where it is going.
  const isPublic = update.isPending && update.variables !== undefined ? update.variables : profile.isPublic;

  return (
    <SectionCard title="Profile visibility">
      <div className={styles.switchRow}>
        <label htmlFor={switchId} className={styles.switchLabel}>
          Public profile
        </label>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={isPublic}
          aria-checked={isPublic}
          disabled={update.isPending}
          aria-describedby={explanationId}
          onChange={(event) => update.mutate(event.target.checked)}
        />
      </div>
      <p id={explanationId} className={styles.switchText}>
        {isPublic
          ? 'Your profile is public: employers and recruiters on Jobmatch can find and view it.'
          : 'Your profile is private: only you can see it. Make it public so employers can see your profile.'}
      </p>
      <p className={styles.switchText} data-testid="profile-views">
        {profileViewsText(profile.profileViews ?? 0)}
      </p>
      {profile.isPublic ? (
        <p className={styles.switchText}>
          <Link to={paths.candidate.publicProfile.getHref(profile.userId)}>
            See your profile as employers see it
          </Link>
        </p>
      ) : null}
      <ContactPreferences profile={profile} />
    </SectionCard>
  );
}

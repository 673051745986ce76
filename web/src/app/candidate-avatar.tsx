import { useProfile } from '@/features/profile/api/get-profile';
import { initials } from '@/features/profile/lib/format';
import styles from './candidate-avatar.module.css';

/** The signed-in candidate's picture in the header menu, from the own profile (initials until one exists). */
export default function CandidateAvatar() {
  const profile = useProfile();
  const data = profile.data;
  if (!data) return null;
  const picture = data.user.profilePictureUrl;
  return picture ? (
    <img className={styles.avatar} src={picture} alt="" width={32} height={32} data-testid="header-avatar" />
  ) : (
    <span className={styles.avatar} aria-hidden="true" data-testid="header-avatar">
      {initials(data.firstName, data.lastName)}
    </span>
  );
}

import type { Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import styles from './profile.module.css';
import { EmptyNote, SectionCard } from './section-card';

export function profileLinks(profile: Pick<Profile, 'linkedinUrl' | 'portfolioUrl' | 'githubUrl'>) {
  return [
    { label: 'LinkedIn', url: profile.linkedinUrl },
    { label: 'Portfolio', url: profile.portfolioUrl },
    { label: 'GitHub', url: profile.githubUrl },
  ].filter((link): link is { label: string; url: string } => Boolean(link.url));
}

export function LinksCard({ profile, action }: { profile: Profile; action?: ReactNode }) {
  const links = profileLinks(profile);
  return (
    <SectionCard title="Links" action={action}>
      {links.length ? (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.label}>
              <span className={styles.linkLabel}>{link.label}</span>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.linkUrl}>
                {link.url.replace(/^https?:\/\//, '')}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>No links added yet.</EmptyNote>
      )}
    </SectionCard>
  );
}

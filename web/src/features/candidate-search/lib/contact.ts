import type { Profile } from '@shared/profile/profile';

/**
 * The mailto address of the Contact button on someone's profile. The profile answer carries no e-mail
 * address yet, so without one the mail opens with its subject and the viewer adds the recipient.
 */
export function contactHref(
  profile: Pick<Profile, 'firstName' | 'lastName'> & { email?: string | null },
): string {
  const subject = encodeURIComponent(`Opportunity for ${profile.firstName} ${profile.lastName} via Jobmatch`);
  return `mailto:${profile.email ? encodeURIComponent(profile.email) : ''}?subject=${subject}`;
}

import { isAppError } from '@/lib/app-error';

/*
 * What the profile page says after a save or a delete (candidate-side.md section 8). The texts are the
 * spec's, word for word; the certification texts follow the same pattern as education and work experience.
 */

export interface Notice {
  title: string;
  description?: string;
}

export interface SaveNotices {
  success: Notice;
  failure: Notice;
}

/** A profile section, as it is named in the toasts: 'Job Preferences section has been updated...'. */
export type SectionName =
  | 'Header'
  | 'Job Preferences'
  | 'Skills'
  | 'Experience'
  | 'Links'
  | 'Additional Information'
  | 'Visibility';

export function sectionNotices(section: SectionName): SaveNotices {
  return {
    success: { title: 'Profile Updated', description: `${section} section has been updated successfully` },
    failure: {
      title: 'Update Failed',
      description: `Failed to update ${section.toLowerCase()}. Please try again.`,
    },
  };
}

/**
 * The failure toast of a save. A 400 is the server refusing what no form rule catches (the profile's
 * size, a full list): its message says what to change, so it replaces 'Please try again'.
 */
export function failureNotice(failure: Notice, error: unknown): Notice {
  return isAppError(error) && error.status === 400 ? { ...failure, description: error.message } : failure;
}

/** The entries of a list: work experience, education and certifications. */
export type EntryKind = 'Work experience' | 'Education' | 'Certification';

export function entryNotices(kind: EntryKind, action: 'added' | 'updated'): SaveNotices {
  return {
    success: { title: `${kind} ${action} successfully` },
    failure: { title: `Failed to save ${kind.toLowerCase()}. Please try again.` },
  };
}

export function entryDeleteNotices(kind: EntryKind): SaveNotices {
  return {
    success: { title: `${kind} deleted successfully` },
    failure: { title: `Failed to delete ${kind.toLowerCase()}. Please try again.` },
  };
}

/** The delete confirmation of an entry: permanent, and it says so (spec section 8). */
export function entryDeleteConfirmation(kind: EntryKind): string {
  return `Are you sure you want to delete this ${kind.toLowerCase()}? This action is permanent and cannot be undone.`;
}

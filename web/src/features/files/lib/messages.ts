/** The spec's messages for the files feature that the shared contract does not carry (section 8). */
export const FILES_UI_MESSAGES = {
  deleteAvatarFailed: 'Failed to delete avatar',
  avatarUploadAlert: (reason: string) => `Failed to upload profile picture: ${reason}`,
  loadResumeFailed: 'Failed to load resume information',
  downloadResumeFailed: 'Failed to download resume',
  deleteResumeFailed: 'Failed to delete resume',
  profileDownloadFailed: 'Failed to download resume. Please try again.',
} as const;

/** A failure shown to a person: the spec's fixed text, or the cause when it says more (a 422 reason). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

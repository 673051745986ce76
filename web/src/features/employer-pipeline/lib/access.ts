/**
 * What the 'Open application' button says it spends: one of the plan's remaining IT applications (-1 is
 * unlimited; undefined while the status loads or when it could not be read).
 */
export function remainingText(remaining: number | undefined): string {
  const spends = "Opening this applicant uses one of your plan's IT applications";
  if (remaining === undefined) return `${spends}.`;
  if (remaining < 0) return 'Your plan includes unlimited IT applications.';
  return `${spends}: ${remaining} remaining.`;
}

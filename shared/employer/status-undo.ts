import type { ApplicationStatus } from '../jobs/options';

/**
 * How long a status change can be taken back before the candidate hears of it: the pipeline's Undo toast
 * stays this long, and the status mail waits this long before it goes (ADR 0023). One slip on Rejected
 * must not reach a person.
 */
export const STATUS_UNDO_WINDOW_SECONDS = 30;

/** Statuses an employer confirms before setting: they end the candidate's hopes or decide their job. */
export const CONFIRMED_STATUSES: readonly ApplicationStatus[] = ['rejected', 'hired'];

export const needsConfirmation = (status: ApplicationStatus): boolean => CONFIRMED_STATUSES.includes(status);

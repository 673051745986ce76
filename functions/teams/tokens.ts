import { randomBytes } from 'node:crypto';

/** A fresh link token: 32 random bytes, base64url. Only the mailer ever holds it. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** Stands in the hash field while no token is valid; hex hashes never start with `void#`. */
export const voidTokenHash = () => `void#${randomBytes(16).toString('hex')}`;

import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { AUTH_ERROR_CODES } from '../../shared/auth/api';
import { AUTH_MESSAGES } from '../../shared/auth/schemas';
import { indianDay } from '../../shared/dates';
import { hashPassword } from '../platform/auth/passwords';
import { ConflictError } from '../platform/errors';
import { ACTIVITY_SCOPE, accountActivity } from './account-activity';
import { findUserById, identity } from './accounts';
import { adminRoster } from './admin-roster';
import { type ConsentChange, consentItem, consentRecords } from './consent-records';

/*
 * The one way an account comes to exist: sign-up (functions/accounts) and the demo seed both write it
 * here. Its own file, not accounts.ts, so only what creates accounts bundles the password hashing.
 */

export class EmailAlreadyExistsError extends ConflictError {
  constructor() {
    super(AUTH_MESSAGES.emailExists, AUTH_ERROR_CODES.emailExists);
  }
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'USER' | 'EMPLOYER' | 'ADMIN';
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  companyName?: string;
  jobTitle?: string;
  linkedinProfile?: string;
  /** A 16 or 17 year old's: the parent or guardian to confirm, and the 18th birthday. */
  guardian?: { email: string; adultOn: string };
  /** The consents given with the account (the notice's purposes, as the sign-up form records them). */
  consents?: ConsentChange[];
}

/** Writes the account and claims its address in one transaction: two sign-ups cannot share an email. */
export async function createAccount(account: NewAccount, now = new Date()) {
  const id = randomUUID();
  const at = now.toISOString();
  const { password, guardian, consents = [], ...fields } = account;
  const record = {
    ...fields,
    ...(guardian && {
      guardianConsent: 'waiting' as const,
      guardianEmail: guardian.email,
      adultOn: guardian.adultOn,
    }),
    id,
    passwordHash: await hashPassword(password),
    sessionVersion: 1,
    consentedAt: at,
    emailVerifiedAt: at,
    createdAt: at,
    updatedAt: at,
    // Signing up is using the account: its retention clock starts today (ADR 0038).
    lastActiveOn: indianDay(now),
  };
  // ElectroDB reports a cancelled transaction (here: the address is taken) in its result, not by throwing.
  // The consents go in the same write: an account never exists without the record of what it agreed to.
  const { canceled } = await createWriteTransaction(
    { user: identity().entities.user, userEmail: identity().entities.userEmail, consent: consentRecords() },
    (e) => [
      e.user.create(record).commit(),
      e.userEmail.create({ email: account.email, userId: id }).commit(),
      ...consents.map((change) => e.consent.put(consentItem(id, change, at)).commit()),
    ],
  ).go();
  if (canceled) throw new EmailAlreadyExistsError();
  // After the account: a marker missing (a failed put) only leaves the account unswept until its next use.
  await accountActivity().put({ userId: id, scope: ACTIVITY_SCOPE, lastActiveOn: record.lastActiveOn }).go();
  // Listed for the mails every admin gets; a put, so a repeated creation step writes the same entry.
  if (account.role === 'ADMIN') await adminRoster().put({ scope: 'admins', accountId: id }).go();
  const created = await findUserById(id);
  if (!created) throw new Error('Account not readable after creation');
  return created;
}

import { randomUUID } from 'node:crypto';
import type { CodeSent, CodeStatus, CodeVerified } from '../../shared/auth/api';
import type { LoginInput, OtpPurpose, RegisterBody } from '../../shared/auth/schemas';
import { SERVER_ROLE, type User } from '../../shared/auth/user';
import type { Principal } from '../platform/auth/principal';
import { signProof, verifyProof } from '../platform/auth/tokens';
import { findUserByEmail, findUserById, identity, toUser } from '../platform/auth/users';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';
import { consumeRateLimit } from '../platform/rate-limit';
import { codeStatus, issueCode, verifyCode } from './codes';
import {
  EmailAlreadyExistsError,
  InvalidCredentialsError,
  InvalidProofError,
  ResendTooSoonError,
  SignInRequiredError,
} from './errors';
import { ACCOUNT_DELETED, type AccountDeletedDetail } from './events';
import { mailCode, mailPasswordChanged } from './mails';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { type IssuedSession, startSession } from './sessions';

const REGISTRATION_PROOF_SECONDS = 30 * 60;
const RESET_PROOF_SECONDS = 15 * 60;

function isTransactionConflict(error: unknown): boolean {
  return /ConditionalCheckFailed|conditional request failed|TransactionCanceled/i.test(
    String((error as Error)?.message),
  );
}

async function sendCode(email: string, purpose: OtpPurpose): Promise<CodeSent> {
  await consumeRateLimit('codeSendPerAccount', email);
  const { code, sent } = await issueCode(email, purpose);
  await mailCode(email, purpose, code);
  return sent;
}

/** Registration: a code for an address that has no account yet (spec: an existing one is refused). */
export async function sendRegistrationCode(email: string): Promise<CodeSent> {
  if (await findUserByEmail(email)) throw new EmailAlreadyExistsError();
  return sendCode(email, 'REGISTRATION');
}

export async function verifyRegistrationCode(email: string, code: string): Promise<CodeVerified> {
  await verifyCode(email, 'REGISTRATION', code);
  return { verified: true, token: await signProof('registration', email, {}, REGISTRATION_PROOF_SECONDS) };
}

/**
 * The same answer whether or not the address has an account, and no code is made for one that has none.
 * A resend inside the cooldown is answered the same way too (the code sent before still works).
 */
export async function sendPasswordResetCode(email: string): Promise<CodeSent> {
  const user = await findUserByEmail(email);
  const answer: CodeSent = { sent: true, expiresInSeconds: 600, resendAfterSeconds: 60 };
  if (!user) {
    await consumeRateLimit('codeSendPerAccount', email);
    return answer;
  }
  try {
    return await sendCode(email, 'PASSWORD_RESET');
  } catch (error) {
    if (error instanceof ResendTooSoonError) return answer;
    throw error;
  }
}

export async function verifyPasswordResetCode(email: string, code: string): Promise<CodeVerified> {
  await verifyCode(email, 'PASSWORD_RESET', code);
  const user = await findUserByEmail(email);
  if (!user) throw new InvalidProofError('This reset code is no longer valid. Please request a new code.');
  const token = await signProof('password-reset', user.id, { ver: user.sessionVersion }, RESET_PROOF_SECONDS);
  return { verified: true, token };
}

/**
 * Sets a new password from a verified reset code. Bumping the session version ends every session (access
 * and refresh tokens carry it) and makes the reset token single-use. The person is not signed in.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const proof = await verifyProof('password-reset', token);
  const user = proof && (await findUserById(proof.sub));
  if (!proof || !user || proof.ver !== user.sessionVersion) {
    throw new InvalidProofError('This reset link has expired. Please request a new code.');
  }
  try {
    await identity()
      .entities.user.patch({ id: user.id })
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date().toISOString() })
      .add({ sessionVersion: 1 })
      .where(({ sessionVersion }, { eq }) => eq(sessionVersion, user.sessionVersion))
      .go();
  } catch (error) {
    if (isTransactionConflict(error))
      throw new InvalidProofError('This reset link has expired. Please request a new code.');
    throw error;
  }
  await mailPasswordChanged(user.email, user.firstName).catch((error: unknown) =>
    logger.error('Password-changed notice not sent', error as Error),
  );
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
}

/** Writes the account and claims its address in one transaction: two sign-ups cannot share an email. */
export async function createAccount(account: NewAccount, now = new Date()) {
  const id = randomUUID();
  const at = now.toISOString();
  const { password, ...fields } = account;
  const record = {
    ...fields,
    id,
    passwordHash: await hashPassword(password),
    sessionVersion: 1,
    consentedAt: at,
    emailVerifiedAt: at,
    createdAt: at,
    updatedAt: at,
  };
  // ElectroDB reports a cancelled transaction (here: the address is taken) in its result, not by throwing.
  const { canceled } = await identity()
    .transaction.write(({ user, userEmail }) => [
      user.create(record).commit(),
      userEmail.create({ email: account.email, userId: id }).commit(),
    ])
    .go();
  if (canceled) throw new EmailAlreadyExistsError();
  const created = await findUserById(id);
  if (!created) throw new Error('Account not readable after creation');
  return created;
}

/** Sign-up: only with a proof that this very address's code was verified; never an admin, never approved. */
export async function register(body: RegisterBody): Promise<IssuedSession> {
  const proof = await verifyProof('registration', body.verificationToken);
  if (!proof || proof.sub !== body.email) {
    throw new InvalidProofError('Your email verification has expired. Please verify your email again.');
  }
  const employer = body.role === 'employer';
  const user = await createAccount({
    email: body.email,
    password: body.password,
    firstName: body.firstName,
    lastName: body.lastName,
    role: SERVER_ROLE[body.role],
    approvalStatus: employer ? 'pending' : undefined,
    companyName: employer ? body.companyName : undefined,
    jobTitle: employer ? body.jobTitle : undefined,
    linkedinProfile: employer ? body.linkedinProfile : undefined,
  });
  return startSession(user, true);
}

export async function signIn(input: LoginInput): Promise<IssuedSession> {
  await consumeRateLimit('signInPerAccount', input.email);
  const user = await findUserByEmail(input.email);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDecoy(input.password);
  if (!user || !valid) throw new InvalidCredentialsError();
  return startSession(user, input.rememberMe ?? false);
}

/** The generic code calls (/otp/*): the same rules as the named flows, by purpose. */
export async function generateCode(
  email: string,
  purpose: OtpPurpose,
  principal?: Principal,
): Promise<CodeSent> {
  if (purpose === 'REGISTRATION') return sendRegistrationCode(email);
  if (purpose === 'PASSWORD_RESET') return sendPasswordResetCode(email);
  if (!principal) throw new SignInRequiredError();
  if (email !== principal.user.email && (await findUserByEmail(email))) throw new EmailAlreadyExistsError();
  return sendCode(email, 'EMAIL_CHANGE');
}

export async function verifyGenericCode(
  email: string,
  code: string,
  purpose: OtpPurpose,
  principal?: Principal,
): Promise<CodeVerified> {
  if (purpose === 'REGISTRATION') return verifyRegistrationCode(email, code);
  if (purpose === 'PASSWORD_RESET') return verifyPasswordResetCode(email, code);
  if (!principal) throw new SignInRequiredError();
  await verifyCode(email, 'EMAIL_CHANGE', code);
  if (email !== principal.user.email) await changeEmail(principal, email);
  return { verified: true };
}

/** Moves the account to a verified new address, releasing the old one, in one transaction. */
async function changeEmail(principal: Principal, email: string): Promise<void> {
  const { id, email: previous } = principal.record;
  const at = new Date().toISOString();
  const { canceled } = await identity()
    .transaction.write(({ user, userEmail }) => [
      userEmail.delete({ email: previous }).commit(),
      userEmail.create({ email, userId: id }).commit(),
      user.patch({ id }).set({ email, emailVerifiedAt: at, updatedAt: at }).commit(),
    ])
    .go();
  if (canceled) throw new EmailAlreadyExistsError();
}

export function codeStatusFor(email: string, purpose: OtpPurpose): Promise<CodeStatus> {
  return codeStatus(email, purpose);
}

export async function updateMe(
  principal: Principal,
  changes: { firstName?: string; lastName?: string; companyName?: string; jobTitle?: string },
): Promise<User> {
  const employerOnly =
    principal.user.role === 'employer' ? {} : { companyName: undefined, jobTitle: undefined };
  const set = Object.fromEntries(
    Object.entries({ ...changes, ...employerOnly }).filter(([, value]) => value !== undefined),
  );
  const { data } = await identity()
    .entities.user.patch({ id: principal.record.id })
    .set({ ...set, updatedAt: new Date().toISOString() })
    .go({ response: 'all_new' });
  return toUser(data as Parameters<typeof toUser>[0]);
}

/**
 * Deletes the account at once: the person can no longer sign in and every token stops working (the record
 * they name is gone), and the address is free again. Each feature then removes what it holds (profile,
 * files) from the Account Deleted event. What stays is documented in docs/decisions/0006.
 */
export async function deleteAccount(principal: Principal): Promise<void> {
  const { id, email } = principal.record;
  const { canceled } = await identity()
    .transaction.write(({ user, userEmail }) => [
      user.delete({ id }).commit(),
      userEmail.delete({ email }).commit(),
    ])
    .go();
  if (canceled) throw new Error('Account deletion was cancelled');
  try {
    await publishEvent(ACCOUNT_DELETED, { userId: id } satisfies AccountDeletedDetail);
  } catch (error) {
    // The account is gone and nothing names its leftovers any more; the log line lets an operator
    // publish the event again (ADR 0006).
    logger.error('Account Deleted event not published', error as Error);
  }
}

import { createWriteTransaction } from 'electrodb';
import type { CodeSent, CodeStatus, CodeVerified } from '../../shared/auth/api';
import type { OtpPurpose, RegisterBody } from '../../shared/auth/schemas';
import { SERVER_ROLE, type User } from '../../shared/auth/user';
import { adultOn, ageBand } from '../../shared/privacy/age';
import { normaliseEmail, TEAM_MESSAGES } from '../../shared/teams/schemas';
import { createAccount, EmailAlreadyExistsError } from '../model/account-creation';
import { eraseAccount } from '../model/account-erasure';
import { findUserByEmail, findUserById, identity, toUser } from '../model/accounts';
import {
  GUARDIAN_CONSENT_REQUESTED,
  type GuardianConsentRequestedDetail,
  PASSWORD_RESET_REQUESTED,
  type PasswordResetRequestedDetail,
} from '../model/events';
import { waitingInvitationFor } from '../model/invitations';
import {
  accountChangeOnMembership,
  followingMembership,
  memberships,
  membershipToFollow,
} from '../model/memberships';
import type { Principal } from '../platform/auth/principal';
import { signProof, verifyProof } from '../platform/auth/tokens';
import { ForbiddenError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';
import { consumeRateLimit } from '../platform/rate-limit';
import { CODE_SENT, codeStatus, sendCode, verifyCode } from './codes';
import { checkEmailChange, confirmEmailChange } from './email-change';
import { CompanyFixedError, InvalidProofError, SignInRequiredError } from './errors';
import { replacePassword } from './password-change';
import { requireAcceptablePassword } from './password-policy';
import { type IssuedSession, startSession } from './sessions';
import { confirmCurrentPassword } from './sign-in';

const REGISTRATION_PROOF_SECONDS = 30 * 60;
const RESET_PROOF_SECONDS = 15 * 60;

/** Registration: a code for an address that has no account yet (spec: an existing one is refused). */
/**
 * Mails a sign-up code. The sign-up form sends the password it will register with, so a password the
 * policy refuses is said before the code, not after it was typed in.
 */
export async function sendRegistrationCode(email: string, password?: string): Promise<CodeSent> {
  if (password !== undefined) await requireAcceptablePassword(password, email);
  if (await findUserByEmail(email)) throw new EmailAlreadyExistsError();
  return sendCode(email, 'REGISTRATION');
}

export async function verifyRegistrationCode(email: string, code: string): Promise<CodeVerified> {
  await verifyCode(email, 'REGISTRATION', code);
  return { verified: true, token: await signProof('registration', email, {}, REGISTRATION_PROOF_SECONDS) };
}

/**
 * The same answer and the same work whether or not the address has an account: the request only counts
 * against the address's budget and hands the address to the mailer, which looks the account up, makes the
 * code and mails it (nothing for an address without an account; nothing new inside the resend cooldown,
 * when the code sent before still works). So neither the answer nor its timing tells who has an account.
 */
export async function sendPasswordResetCode(email: string): Promise<CodeSent> {
  await consumeRateLimit('codeSendPerAccount', email);
  await publishEvent(PASSWORD_RESET_REQUESTED, { email } satisfies PasswordResetRequestedDetail);
  return CODE_SENT;
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
  await requireAcceptablePassword(password, user.email);
  // The version moved on: this token was used already, or another change came first.
  if (!(await replacePassword(user, password, 'every'))) {
    throw new InvalidProofError('This reset link has expired. Please request a new code.');
  }
}

/**
 * The address an invitation link was mailed to is proven by holding the link: a waiting invitation to this
 * very address stands in for a verified code.
 */
async function requireInvitationTo(email: string, token: string): Promise<void> {
  const waiting = await waitingInvitationFor(token);
  if (waiting?.invitation.email !== normaliseEmail(email)) {
    throw new InvalidProofError(TEAM_MESSAGES.invalidOrExpired);
  }
}

/**
 * Sign-up: only with a proof of this very address (a verified code, or the invitation mailed to it); never
 * an admin, never approved: an invited colleague is approved by joining the verified organisation.
 */
export async function register(body: RegisterBody): Promise<IssuedSession> {
  if (body.invitationToken) await requireInvitationTo(body.email, body.invitationToken);
  else {
    const proof = body.verificationToken && (await verifyProof('registration', body.verificationToken));
    if (!proof || proof.sub !== body.email) {
      throw new InvalidProofError('Your email verification has expired. Please verify your email again.');
    }
  }
  await requireAcceptablePassword(body.password, body.email);
  // An invited colleague's details come from the organisation when they join (teams/acceptance.ts).
  const employer = body.role === 'employer' && !body.invitationToken;
  // The schema refused under 16 (and a minor recruiter); a 16 or 17 year old waits for a parent (ADR 0036).
  const minor = ageBand(body.dateOfBirth, new Date()) === 'minor' && body.guardianEmail;
  const user = await createAccount({
    email: body.email,
    password: body.password,
    firstName: body.firstName,
    lastName: body.lastName,
    role: SERVER_ROLE[body.role],
    approvalStatus: body.role === 'employer' ? 'pending' : undefined,
    companyName: employer ? body.companyName : undefined,
    jobTitle: employer ? body.jobTitle : undefined,
    linkedinProfile: employer ? body.linkedinProfile : undefined,
    guardian: minor
      ? { email: body.guardianEmail as string, adultOn: adultOn(body.dateOfBirth) as string }
      : undefined,
    consents: [{ purpose: 'account', given: true, channel: 'sign-up' }],
  });
  if (minor) await requestGuardianConsent(user.id);
  return startSession(user, true);
}

/** The parent's mail goes out from the event; a failure here leaves the account, and the resend button. */
async function requestGuardianConsent(accountId: string): Promise<void> {
  try {
    await publishEvent(GUARDIAN_CONSENT_REQUESTED, { accountId } satisfies GuardianConsentRequestedDetail);
  } catch (error) {
    logger.error('Guardian Consent Requested event not published', error as Error);
  }
}

/** The generic code calls (/otp/*): the same rules as the named flows, by purpose. */
interface CodeRequest {
  email: string;
  purpose: OtpPurpose;
  /** EMAIL_CHANGE to another address: the signed-in person's password. */
  currentPassword?: string;
}

export async function generateCode(request: CodeRequest, principal?: Principal): Promise<CodeSent> {
  const { email, purpose } = request;
  if (purpose === 'REGISTRATION') return sendRegistrationCode(email);
  if (purpose === 'PASSWORD_RESET') return sendPasswordResetCode(email);
  if (!principal) throw new SignInRequiredError();
  await checkEmailChange(principal, email, request.currentPassword);
  return sendCode(email, 'EMAIL_CHANGE');
}

/** The answer, and for an email change the renewed session of the caller (its cookie goes with it). */
export async function verifyGenericCode(
  request: CodeRequest & { otp: string },
  principal?: Principal,
): Promise<{ verified: CodeVerified; session?: IssuedSession }> {
  const { email, otp, purpose } = request;
  if (purpose === 'REGISTRATION') return { verified: await verifyRegistrationCode(email, otp) };
  if (purpose === 'PASSWORD_RESET') return { verified: await verifyPasswordResetCode(email, otp) };
  if (!principal) throw new SignInRequiredError();
  return confirmEmailChange(principal, email, otp, request.currentPassword);
}

/** Only about the caller's own address: the state of someone else's codes is nobody else's business. */
export function codeStatusFor(principal: Principal, email: string, purpose: OtpPurpose): Promise<CodeStatus> {
  if (email !== principal.record.email) throw new ForbiddenError();
  return codeStatus(email, purpose);
}

export async function updateMe(
  principal: Principal,
  changes: { firstName?: string; lastName?: string; companyName?: string; jobTitle?: string },
): Promise<User> {
  const employerOnly =
    principal.user.role === 'employer' ? {} : { companyName: undefined, jobTitle: undefined };
  // The verification approved this company: another name would need a new verification, not an edit.
  const { companyName } = principal.record;
  if (
    principal.user.role === 'employer' &&
    principal.record.approvalStatus === 'approved' &&
    changes.companyName !== undefined &&
    changes.companyName !== companyName
  ) {
    throw new CompanyFixedError();
  }
  const set = Object.fromEntries(
    Object.entries({ ...changes, ...employerOnly }).filter(([, value]) => value !== undefined),
  );
  const updatedAt = new Date().toISOString();
  const { id } = principal.record;
  const names = Object.fromEntries(
    Object.entries({ firstName: changes.firstName, lastName: changes.lastName }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const membership = Object.keys(names).length
    ? await membershipToFollow(principal.record, principal.membership)
    : undefined;
  if (membership === undefined) {
    const { data } = await identity()
      .entities.user.patch({ id })
      .set({ ...set, updatedAt })
      .go({ response: 'all_new' });
    return toUser(data as Parameters<typeof toUser>[0]);
  }
  // An employer's names are copied on their membership for the team list (ADR 0017): both in one write.
  const { canceled } = await followingMembership(id, membership, (current) =>
    createWriteTransaction({ membership: memberships(), user: identity().entities.user }, (e) => [
      ...accountChangeOnMembership(e.membership, id, current ?? null, names),
      e.user
        .patch({ id })
        .set({ ...set, updatedAt })
        .commit(),
    ]).go(),
  );
  if (canceled) throw new Error('Account update was cancelled');
  return toUser({ ...principal.record, ...set, updatedAt });
}

/**
 * Deletes the account at once: the person can no longer sign in and every token stops working (the record
 * they name is gone), and the address is free again. Each feature then removes what it holds (profile,
 * files) from the Account Deleted event. What stays is documented in docs/decisions/0006.
 */
export async function deleteAccount(principal: Principal, currentPassword: string): Promise<void> {
  await confirmCurrentPassword(principal.record, currentPassword);
  await eraseAccount(principal.record, principal.membership);
}

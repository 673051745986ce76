import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { ValidationError } from '../platform/errors';

/*
 * NIST SP 800-63B (5.1.1.2): a new password is checked against passwords known to be common or breached,
 * and against words of the account itself. The list is zxcvbn-ts's common passwords (about 49,000 from
 * public breach corpora, lower-case), read on the first password set, not at cold start: most calls to
 * this function (codes, refreshes, sign-ins) set none.
 */
let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'] as string[]),
  );
  return commonPasswords;
}

/** Why a new password is refused (the message the person reads), or undefined when it may be used. */
export async function passwordProblem(password: string, email: string): Promise<string | undefined> {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (candidate === address || candidate === address.split('@')[0]) return AUTH_MESSAGES.passwordIsEmail;
  if ((await loadCommonPasswords()).has(candidate)) return AUTH_MESSAGES.passwordCommon;
  return undefined;
}

/** Refuses a new password the policy above rejects, as a 422 on the password field. */
export async function requireAcceptablePassword(password: string, email: string): Promise<void> {
  const problem = await passwordProblem(password, email);
  if (problem) throw new ValidationError(problem, { password: problem });
}
